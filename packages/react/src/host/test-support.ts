// Fixtures for the host's tests and stories (not exported from the package).
export const GITHUB = { name: 'github', title: 'GitHub' };
export const PAY = { name: 'payments-mcp', title: 'Example Pay' };

/** A form-mode request with one required text field. */
export function nameForm(message = 'What should the repository be called?', title = 'Repository name') {
  return {
    message,
    requestedSchema: { type: 'object', properties: { name: { type: 'string', title } }, required: ['name'] },
  };
}

/** A URL-mode request. */
export function signIn(url = 'https://pay.example.com/link?session=4f2a') {
  return { mode: 'url', message: 'Sign in to Example Pay to link your account.', url, elicitationId: 'e-1' };
}
