import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { signIn } from './auth';
import { errorMessage } from '../shared/errors';
import { graphql } from '../gql';
import { LoadError, Loading } from '../shared/states';

const InviteValidQuery = graphql(`
  query InviteValid($secret: String!) {
    inviteValid(secret: $secret)
  }
`);

const Signup = graphql(`
  mutation Signup($secret: String!, $input: SignupInput!) {
    signup(secret: $secret, input: $input) {
      id
    }
  }
`);

/** InviteSignup is the public page an invite link opens: name, email and password, then signed in. */
export default function InviteSignup({ secret }: { secret: string }) {
  const [valid, retry] = useQuery({
    query: InviteValidQuery,
    variables: { secret },
    requestPolicy: 'network-only',
  });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, signup] = useMutation(Signup);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await signup({ secret, input: { name, email, password } });
    if (r.error) {
      setError(errorMessage(r.error));
      setBusy(false);
      return;
    }
    try {
      await signIn(email, password);
      window.location.replace('/'); // a fresh page for the new session
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <section className="signin" aria-labelledby="join">
      <h1 id="join">Join Flagstone</h1>
      {valid.fetching && !valid.data && <Loading what="the invite" />}
      {valid.error && <LoadError error={valid.error} refetch={retry} />}
      {valid.data && !valid.data.inviteValid && (
        <p role="alert" className="error-box">
          This invite link is disabled, has expired or does not exist. Ask for a new one.
        </p>
      )}
      {valid.data?.inviteValid && (
        <form onSubmit={submit} aria-describedby={error ? 'signup-error' : undefined}>
          <label>
            Your name
            <input
              name="name"
              autoComplete="name"
              autoFocus
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label>
            Email
            <input
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            Password
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <p className="muted">At least 10 characters mixing upper and lower case, digits and symbols.</p>
          {error && (
            <p id="signup-error" role="alert" className="field-error">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {busy ? 'Signing up…' : 'Sign up'}
          </button>
        </form>
      )}
    </section>
  );
}
