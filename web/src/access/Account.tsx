import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { expiryAfterDays, when } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';
import { ExpiryField, SecretOnce } from './ui';

const PatsQuery = graphql(`
  query MyPersonalTokens {
    personalTokens {
      id
      description
      expiresAt
      createdAt
      seenAt
    }
  }
`);

const CreatePat = graphql(`
  mutation CreateMyPersonalToken($input: PersonalTokenInput!) {
    createPersonalToken(input: $input) {
      secret
      token {
        id
      }
    }
  }
`);

const DeletePat = graphql(`
  mutation DeleteMyPersonalToken($id: Int!) {
    deletePersonalToken(id: $id)
  }
`);

const ChangePassword = graphql(`
  mutation ChangeMyPassword($input: ChangePasswordInput!) {
    changeMyPassword(input: $input)
  }
`);

/** Account is the signed-in user's own page: personal access tokens and a new password. */
export default function Account() {
  return (
    <>
      <h1>Your account</h1>
      <PersonalTokens />
      <PasswordForm />
    </>
  );
}

function PersonalTokens() {
  const [res, refetch] = useQuery({ query: PatsQuery, requestPolicy: 'cache-and-network' });
  const [description, setDescription] = useState('');
  const [days, setDays] = useState(30);
  const [secret, setSecret] = useState<string | null>(null);
  const [, create] = useMutation(CreatePat);
  const [, remove] = useMutation(DeletePat);
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = expiryAfterDays(days);
    if (!expiresAt) return;
    const data = await act(create({ input: { description, expiresAt } }), `Created the token ${description}`);
    if (!data) return;
    setSecret(data.createPersonalToken.secret);
    setDescription('');
    reload();
  };
  const onDelete = async (id: number, label: string) => {
    if (!(await confirm(`Delete ${label}?`, 'Scripts using it are refused at once.', 'Delete'))) return;
    if (await act(remove({ id }), `Deleted ${label}`)) reload();
  };

  return (
    <section aria-labelledby="pats">
      <h2 id="pats">Personal access tokens</h2>
      <p className="muted">A personal token acts with your permissions, for scripts and the admin API.</p>
      <form className="toolbar" aria-label="New personal access token" onSubmit={submit}>
        <Field label="Token description">
          <input required value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <ExpiryField days={days} onChange={setDays} />
        <button type="submit" disabled={!description}>
          Create personal token
        </button>
      </form>
      {secret && <SecretOnce label="The new personal token" secret={secret} onDone={() => setSecret(null)} />}
      {res.fetching && !res.data && <Loading what="your tokens" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.personalTokens.length === 0 && (
        <p className="muted">You have no personal tokens.</p>
      )}
      {res.data && res.data.personalTokens.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Expires</th>
              <th scope="col">Last seen</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {res.data.personalTokens.map((t) => (
              <tr key={t.id}>
                <td>{t.description}</td>
                <td>{when(t.expiresAt)}</td>
                <td>{when(t.seenAt)}</td>
                <td>
                  <button type="button" className="danger" onClick={() => onDelete(t.id, t.description)}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PasswordForm() {
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [{ fetching }, change] = useMutation(ChangePassword);
  const act = useAct();
  const mismatch = confirmPassword !== '' && confirmPassword !== password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await act(change({ input: { oldPassword, password, confirmPassword } }), 'Password changed')) {
      setOld('');
      setPassword('');
      setConfirm('');
    }
  };
  return (
    <section aria-labelledby="password">
      <h2 id="password">Change your password</h2>
      <form className="toolbar" aria-label="Change your password" onSubmit={submit}>
        <Field label="Current password">
          <input
            type="password"
            autoComplete="current-password"
            required
            value={oldPassword}
            onChange={(e) => setOld(e.target.value)}
          />
        </Field>
        <Field label="New password">
          <input
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="New password again">
          <input
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch}
            value={confirmPassword}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        {mismatch && <p className="field-error">The passwords differ</p>}
        <button type="submit" disabled={fetching || mismatch || !password}>
          Change password
        </button>
      </form>
    </section>
  );
}
