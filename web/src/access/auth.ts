/** LoginError carries the server's message when signing in is refused. */
export class LoginError extends Error {}

/** signIn starts a session: the server answers with the session cookie (rest/login.go). */
export async function signIn(username: string, password: string): Promise<void> {
  const res = await fetch('/auth/simple/login', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) {
    let message = `Sign-in failed (${res.status})`;
    try {
      const body = (await res.json()) as { message?: string };
      if (body.message) message = body.message;
    } catch {
      // The body was not the JSON error shape; keep the status.
    }
    throw new LoginError(message);
  }
}

/** signOut ends the session and drops the cookie. */
export async function signOut(): Promise<void> {
  const res = await fetch('/logout', { method: 'POST', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Sign-out failed (${res.status})`);
}
