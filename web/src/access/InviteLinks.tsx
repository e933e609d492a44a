import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { expiryAfterDays, userLabel, when } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';
import { ExpiryField, SecretOnce } from './ui';

const InvitesQuery = graphql(`
  query AdminInvites {
    signupTokens {
      id
      name
      enabled
      expiresAt
      createdAt
      createdBy
      role {
        id
        name
      }
      users {
        id
        name
        email
        username
      }
    }
  }
`);

const CreateInvite = graphql(`
  mutation AdminCreateInvite($input: SignupTokenInput!) {
    createSignupToken(input: $input) {
      id
      url
    }
  }
`);

const SetInviteEnabled = graphql(`
  mutation AdminSetInviteEnabled($id: Int!, $enabled: Boolean!) {
    updateSignupTokenById(id: $id, input: { enabled: $enabled }) {
      id
      enabled
    }
  }
`);

/** InviteLinks creates invite links (the link shown once, to copy), lists them with who joined, and disables them. */
export function InviteLinks() {
  const [res, refetch] = useQuery({ query: InvitesQuery, requestPolicy: 'cache-and-network' });
  const [name, setName] = useState('');
  const [days, setDays] = useState(7);
  const [link, setLink] = useState<string | null>(null);
  const [, create] = useMutation(CreateInvite);
  const [, setEnabled] = useMutation(SetInviteEnabled);
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = expiryAfterDays(days);
    if (!expiresAt) return;
    const data = await act(create({ input: { name, expiresAt } }), `Created the invite link ${name}`);
    if (!data) return;
    setLink(data.createSignupToken.url ?? null);
    setName('');
    reload();
  };
  const onToggle = async (id: number, label: string, enabled: boolean) => {
    if (
      !enabled &&
      !(await confirm(`Disable ${label}?`, 'Nobody can sign up through it any more.', 'Disable'))
    )
      return;
    if (await act(setEnabled({ id, enabled }), enabled ? `Enabled ${label}` : `Disabled ${label}`)) reload();
  };

  return (
    <>
      <h1>Invite links</h1>
      <p className="muted">People who sign up through a link join with the Viewer role.</p>
      <form className="toolbar" aria-label="New invite link" onSubmit={submit}>
        <Field label="Link name">
          <input required value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <ExpiryField days={days} onChange={setDays} />
        <button type="submit" disabled={!name}>
          Create invite link
        </button>
      </form>
      {link && <SecretOnce label="The invite link" secret={link} onDone={() => setLink(null)} />}
      {res.fetching && !res.data && <Loading what="invite links" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.signupTokens.length === 0 && (
        <p className="muted">There are no invite links yet.</p>
      )}
      {res.data && res.data.signupTokens.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Link</th>
              <th scope="col">State</th>
              <th scope="col">Expires</th>
              <th scope="col">Created by</th>
              <th scope="col">Signed up</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {res.data.signupTokens.map((t) => (
              <tr key={t.id}>
                <td>{t.name}</td>
                <td>{t.enabled ? 'enabled' : 'disabled'}</td>
                <td>{when(t.expiresAt)}</td>
                <td>{t.createdBy ?? <span className="muted">unknown</span>}</td>
                <td>
                  {t.users.map((u) => userLabel(u)).join(', ') || <span className="muted">nobody yet</span>}
                </td>
                <td>
                  <button type="button" onClick={() => onToggle(t.id, t.name, !t.enabled)}>
                    {t.enabled ? 'Disable' : 'Enable'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
