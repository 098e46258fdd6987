// Test and story fixtures for the URL consent (not exported from the package).

/** URL-mode `elicitation/create` params. */
export function urlParams(url: string, message = 'Sign in to Example Pay to link your account.') {
  return { mode: 'url', message, url } as const;
}

/** Text without the LRI/PDI isolates the consent puts around interpolated hosts. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u2066-\u2069]/g, '');
}

/** The fixtures the issue asks for, by name. */
export const URLS = {
  plain: 'https://pay.example.com/link?session=4f2a',
  http: 'http://pay.example.com/link',
  lookalike: 'https://\u0430pple.com/signin', // Cyrillic а
  userinfo: 'https://accounts.google.com@evil.example/login',
  registrableTrick: 'https://accounts.google.com.evil.example/login',
  ip: 'http://192.0.2.10:8080/oauth',
  long: `https://pay.example.com/cb?state=${'a1B2c3D4'.repeat(372)}&x=1`,
  javascript: 'javascript:alert(document.cookie)',
  rtl: 'https://login.\u05d3\u05d5\u05d2\u05de\u05d4.\u05d9\u05e9\u05e8\u05d0\u05dc/start', // login.דוגמה.ישראל
  idn: 'https://m\u00fcnchen.de/termine',
} as const;

/** A host-supplied server identity. */
export const SERVER = { name: 'payments-mcp', title: 'Example Pay' };
