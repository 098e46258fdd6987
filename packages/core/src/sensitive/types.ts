/**
 * Every kind of secret `findSensitiveFields` recognises, most specific first. When
 * one text matches several (e.g. "one-time password" is both `otp` and `password`),
 * the earlier reason in this list wins.
 */
export const SENSITIVE_REASONS = [
  /** A one-time, 2FA/MFA, verification or recovery code. */
  'otp',
  /** A card's CVV / CVC / security code. */
  'card-security-code',
  /** A payment card's expiry date (only flagged with a card mentioned in the same field). */
  'card-expiry',
  /** A PIN (not a postal "PIN code"). */
  'pin',
  /** A private key, seed or recovery phrase. */
  'private-key',
  /** An API key or access key. */
  'api-key',
  /** An access, refresh, bearer, session or other auth token. */
  'token',
  /** A client secret, secret key, shared secret or security answer. */
  'secret',
  /** A password, passphrase, passcode or access code, in any of the supported languages. */
  'password',
  /** A payment card number. */
  'card-number',
  /** An IBAN, bank account, routing or sort code. */
  'bank-account',
  /** A social security, national id, tax id, passport or driving licence number. */
  'national-id',
] as const;

/** Machine-readable category of a secret; see {@link SENSITIVE_REASONS}. The UI words it. */
export type SensitiveReason = (typeof SENSITIVE_REASONS)[number];

/** Which part of a field gave it away. Checked in this order; the first that matches is reported. */
export type SensitiveSource = 'key' | 'label' | 'description';

/** What matched in one piece of text. */
export interface SensitiveTextMatch {
  reason: SensitiveReason;
  /**
   * The matched words as written (NFKC, lower-cased), e.g. `"mot de passe"`, or the
   * matching part of a compound, e.g. `"passwort"` in `"benutzerpasswort"`.
   */
  matched: string;
}

/** A form field that looks like it asks for a secret the spec forbids in form mode (passwords, API keys, tokens, payment credentials). */
export interface SensitiveField extends SensitiveTextMatch {
  /** The field's key, exactly as in the model. */
  key: string;
  /** Where the match was found. */
  source: SensitiveSource;
}
