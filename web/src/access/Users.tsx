import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { matchesUser, userLabel, when } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';
import { SaveOrCancel, SecretOnce } from './ui';

const UsersQuery = graphql(`
  query AdminUsers {
    users {
      id
      name
      email
      username
      seenAt
      createdAt
      rootRole {
        id
        name
      }
    }
    rootRoles {
      id
      name
    }
  }
`);

// inviteUser: a user made without a password comes with the link that sets its first one.
const CreateUser = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    inviteUser(input: $input) {
      user {
        id
      }
      inviteLink
    }
  }
`);

const ChangeRole = graphql(`
  mutation AdminChangeRole($id: Int!, $role: RoleRef!) {
    updateUser(id: $id, input: { rootRole: $role }) {
      id
      rootRole {
        id
        name
      }
    }
  }
`);

const EditUser = graphql(`
  mutation AdminEditUser($id: Int!, $name: String, $email: String) {
    updateUser(id: $id, input: { name: $name, email: $email }) {
      id
      name
      email
    }
  }
`);

const DeleteUser = graphql(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);

/** Users lists the users with a search, and creates, renames, re-roles and deletes them. */
export function Users() {
  const [res, refetch] = useQuery({ query: UsersQuery, requestPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [invite, setInvite] = useState<{ email: string; link: string } | null>(null);
  const [, changeRole] = useMutation(ChangeRole);
  const [, remove] = useMutation(DeleteUser);
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);

  const users = res.data?.users.filter((u) => matchesUser(u, search)) ?? [];
  const roles = res.data?.rootRoles ?? [];

  const onDelete = async (id: number, label: string) => {
    if (!(await confirm(`Delete ${label}?`, 'Their sessions and tokens stop working at once.', 'Delete')))
      return;
    if (await act(remove({ id }), `Deleted ${label}`)) reload();
  };

  return (
    <>
      <h1>Users</h1>
      {roles.length > 0 && (
        <CreateUserForm
          roles={roles}
          onCreated={(email, link) => {
            setInvite(link ? { email, link } : null);
            reload();
          }}
        />
      )}
      {invite && (
        <SecretOnce
          label={`The invite link of ${invite.email} (it sets their first password)`}
          secret={invite.link}
          onDone={() => setInvite(null)}
        />
      )}
      {res.data && (
        <div className="toolbar">
          <Field label="Search users">
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field>
        </div>
      )}
      {res.fetching && !res.data && <Loading what="users" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && users.length === 0 && (
        <p className="muted">{search ? `No user matches “${search}”.` : 'There are no users yet.'}</p>
      )}
      {users.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Root role</th>
              <th scope="col">Last seen</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => {
              const label = userLabel(u);
              return (
                <tr key={u.id}>
                  <td>
                    {editing === u.id ? (
                      <EditUserForm
                        user={u}
                        label={label}
                        onDone={() => {
                          setEditing(null);
                          reload();
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <>
                        {label}
                        {u.email && u.email !== label && <div className="muted">{u.email}</div>}
                      </>
                    )}
                  </td>
                  <td>
                    <select
                      aria-label={`Root role of ${label}`}
                      value={u.rootRole?.id ?? ''}
                      onChange={(e) =>
                        void act(
                          changeRole({ id: u.id, role: Number(e.target.value) }),
                          `${label} changed role`,
                        )
                      }
                    >
                      {!u.rootRole && <option value="">none</option>}
                      {roles.map((r) => (
                        <option key={r.id} value={r.id}>
                          {r.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{when(u.seenAt)}</td>
                  <td>{when(u.createdAt)}</td>
                  <td>
                    <div className="row-actions">
                      {editing !== u.id && (
                        <button type="button" onClick={() => setEditing(u.id)}>
                          Edit<span className="sr-only"> {label}</span>
                        </button>
                      )}
                      <button type="button" className="danger" onClick={() => onDelete(u.id, label)}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

function CreateUserForm({
  roles,
  onCreated,
}: {
  roles: { id: number; name: string }[];
  /** onCreated gets the new user's email and, for a user without a password, its invite link. */
  onCreated: (email: string, inviteLink: string | null) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState(String(roles.find((r) => r.name === 'Viewer')?.id ?? roles[0]?.id ?? ''));
  const [{ fetching }, create] = useMutation(CreateUser);
  const act = useAct();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { name: name || null, email, password: password || null, rootRole: Number(role) };
    const data = await act(create({ input }), `Created ${email}`);
    if (!data) return;
    setName('');
    setEmail('');
    setPassword('');
    onCreated(email, data.inviteUser.inviteLink ?? null);
  };
  return (
    <form className="toolbar" aria-label="New user" onSubmit={submit}>
      <Field label="Name">
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Email">
        <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Password">
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label="Root role">
        <select value={role} onChange={(e) => setRole(e.target.value)}>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" disabled={fetching || !email}>
        Create user
      </button>
    </form>
  );
}

/** EditUserForm changes a user's name and email; an empty name clears it, the email is required. */
function EditUserForm({
  user,
  label,
  onDone,
  onCancel,
}: {
  user: { id: number; name?: string | null; email?: string | null };
  label: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(user.name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [{ fetching }, edit] = useMutation(EditUser);
  const act = useAct();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A user made with a username alone may have no email: leave it absent rather than send "".
    const vars = { id: user.id, name: name.trim() || null, ...(email.trim() ? { email: email.trim() } : {}) };
    if (await act(edit(vars), `Saved ${name.trim() || email.trim() || label}`)) onDone();
  };
  return (
    <form aria-label={`Edit ${label}`} onSubmit={submit}>
      <Field label={`Name of ${label}`}>
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={`Email of ${label}`}>
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <SaveOrCancel save="Save user" busy={fetching} onCancel={onCancel} />
    </form>
  );
}
