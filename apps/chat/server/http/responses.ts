/** Small `Response` helpers shared by the chat server's routes. */

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A JSON error `{ error }` with a status that says what was wrong. */
export function problem(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json({ error }, status, headers);
}

/** Thrown by {@link readJsonBody}; the route turns it into its status. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/**
 * Reads a JSON request body of at most `maxBytes`: stops reading as soon as the limit is passed
 * (a liar's `content-length` does not help), and refuses anything but `application/json`.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new BodyError(415, 'Send the body as application/json.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new BodyError(413, `The body is larger than ${maxBytes} bytes.`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new BodyError(413, `The body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(next.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyError(400, 'The body is not valid JSON.');
  }
}
