// Elicitation ids and the tokens that bind answers to chats. Web Crypto only, so the route runs
// wherever `Request`/`Response` do (Node 20+, edge runtimes).

const encoder = new TextEncoder();

/** 128 random bits, base64url: an elicitation id nobody can guess. */
export function randomId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The smallest secret `createElicitationBridge` takes, in bytes (SHA-256's block wants no more, its output no less). */
export const MIN_SECRET_BYTES = 32;

/** Signs and checks answer tokens: HMAC-SHA-256(secret, chatId ‖ id). */
export interface TokenSigner {
  sign(chatId: string, id: string): Promise<string>;
  /** Constant-time (Web Crypto's `verify`); `false` for anything malformed. */
  verify(chatId: string, id: string, token: string): Promise<boolean>;
}

/** A signer over `secret` (bytes or UTF-8 text); a random one when `secret` is undefined. */
export function createTokenSigner(secret: string | Uint8Array | undefined): TokenSigner {
  const bytes = secret === undefined ? crypto.getRandomValues(new Uint8Array(MIN_SECRET_BYTES)) : typeof secret === 'string' ? encoder.encode(secret) : secret;
  const key = crypto.subtle.importKey('raw', new Uint8Array(bytes), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async sign(chatId, id) {
      return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', await key, message(chatId, id))));
    },
    async verify(chatId, id, token) {
      const signature = fromBase64Url(token);
      return signature !== undefined && crypto.subtle.verify('HMAC', await key, signature, message(chatId, id));
    },
  };
}

/** Length-prefixed, so no two (chatId, id) pairs share a message. */
function message(chatId: string, id: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${chatId.length}:${chatId}\u0000${id}`);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  // An HMAC-SHA-256 is 32 bytes: 43 base64url characters.
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
