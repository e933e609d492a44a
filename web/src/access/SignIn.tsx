import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { signIn } from './auth';
import { graphql } from '../gql';
import { errorMessage } from '../shared/errors';

const SignInOptionsQuery = graphql(`
  query SignInOptions {
    signInOptions {
      sso
      ssoPath
      passwordHidden
    }
  }
`);

/**
 * SignIn offers single sign-on when the server has a provider (a link to its login route that
 * comes back to next), and asks for a username or email and a password. Under OIDC_ONLY the
 * password form is folded away: only break-glass admins may use it.
 */
export function SignIn({ next, onSignedIn }: { next: string; onSignedIn: () => void }) {
  const [options] = useQuery({ query: SignInOptionsQuery });
  const sso = options.data?.signInOptions;
  const form = <PasswordForm onSignedIn={onSignedIn} autoFocus={!sso?.sso} />;
  return (
    <main className="signin">
      <h1>Sign in to Flagstone</h1>
      {sso?.sso && sso.ssoPath && (
        <>
          <a className="sso-button" href={`${sso.ssoPath}?next=${encodeURIComponent(next)}`}>
            Sign in with SSO
          </a>
          <p className="signin-or">{sso.passwordHidden ? 'Break-glass admins only:' : 'or'}</p>
        </>
      )}
      {sso?.passwordHidden ? <Folded summary="Sign in with a password">{form}</Folded> : form}
    </main>
  );
}

function Folded({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}

/** PasswordForm starts a session with a username or email and a password. */
function PasswordForm({ onSignedIn, autoFocus }: { onSignedIn: () => void; autoFocus: boolean }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(username, password);
      onSignedIn();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-describedby={error ? 'signin-error' : undefined}>
      <label>
        Username or email
        <input
          name="username"
          autoComplete="username"
          autoFocus={autoFocus}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {error && (
        <p id="signin-error" role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
