/** CSRF_HEADER is what the server requires on every cookie-authenticated change (rest/csrf.go). */
export const CSRF_HEADER = 'X-Flagstone-CSRF';

/** csrfHeaders are the headers of every request the dashboard and the playground send. */
export const csrfHeaders: Record<string, string> = { [CSRF_HEADER]: '1' };
