import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import type { GroupInput } from '../gql/graphql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { splitList, userLabel, when } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';

const GroupsQuery = graphql(`
  query AdminGroups {
    groups {
      id
      name
      description
      mappingsSSO
      rootRole
      userCount
      projects
    }
    rootRoles {
      id
      name
    }
  }
`);

const GroupQuery = graphql(`
  query AdminGroup($id: Int!) {
    group(id: $id) {
      id
      name
      description
      mappingsSSO
      rootRole
      projects
      users {
        joinedAt
        viaSSO
        user {
          id
          name
          email
          username
        }
      }
    }
    users {
      id
      name
      email
      username
    }
    rootRoles {
      id
      name
    }
  }
`);

const CreateGroup = graphql(`
  mutation AdminCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`);

const UpdateGroup = graphql(`
  mutation AdminUpdateGroup($id: Int!, $input: GroupInput!) {
    updateGroup(id: $id, input: $input) {
      id
      name
      description
      mappingsSSO
      rootRole
      userCount
    }
  }
`);

const DeleteGroup = graphql(`
  mutation AdminDeleteGroup($id: Int!) {
    deleteGroup(id: $id)
  }
`);

type Roles = readonly { id: number; name: string }[];

function roleName(roles: Roles, id: number | null | undefined): string {
  return roles.find((r) => r.id === id)?.name ?? 'none';
}

/** Groups lists the groups (root role, SSO mappings, members, projects where used) and creates one. */
export function Groups() {
  const [res, refetch] = useQuery({ query: GroupsQuery, requestPolicy: 'cache-and-network' });
  const reload = fromServer(refetch);
  const roles = res.data?.rootRoles ?? [];
  return (
    <>
      <h1>Groups</h1>
      <GroupForm roles={roles} submitLabel="Create group" onSaved={reload} />
      {res.fetching && !res.data && <Loading what="groups" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.groups.length === 0 && <p className="muted">There are no groups yet.</p>}
      {res.data && res.data.groups.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Root role</th>
              <th scope="col">SSO mappings</th>
              <th scope="col">Members</th>
              <th scope="col">Projects</th>
            </tr>
          </thead>
          <tbody>
            {res.data.groups.map((g) => (
              <tr key={g.id}>
                <td>
                  <Link href={`/admin/groups/${g.id}`}>{g.name}</Link>
                  {g.description && <div className="muted">{g.description}</div>}
                </td>
                <td>{roleName(roles, g.rootRole)}</td>
                <td>{g.mappingsSSO.join(', ') || <span className="muted">none</span>}</td>
                <td>{g.userCount}</td>
                <td>{g.projects.join(', ') || <span className="muted">none</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

interface GroupFields {
  name: string;
  description?: string | null;
  mappingsSSO: readonly string[];
  rootRole?: number | null;
}

/** GroupForm edits a group's own fields; members are kept by the caller's save. */
function GroupForm({
  roles,
  initial,
  submitLabel,
  onSaved,
  save,
}: {
  roles: Roles;
  initial?: GroupFields;
  submitLabel: string;
  onSaved: () => void;
  save?: (input: GroupInput) => Promise<boolean>;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [sso, setSSO] = useState(initial?.mappingsSSO.join(', ') ?? '');
  const [rootRole, setRootRole] = useState(initial?.rootRole ? String(initial.rootRole) : '');
  const [, create] = useMutation(CreateGroup);
  const act = useAct();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input: GroupInput = {
      name,
      description: description || null,
      mappingsSSO: splitList(sso),
      rootRole: rootRole ? Number(rootRole) : null,
    };
    const ok = save ? await save(input) : !!(await act(create({ input }), `Created group ${name}`));
    if (!ok) return;
    if (!initial) {
      setName('');
      setDescription('');
      setSSO('');
      setRootRole('');
    }
    onSaved();
  };
  return (
    <form className="toolbar" aria-label={initial ? 'Group settings' : 'New group'} onSubmit={submit}>
      <Field label="Group name">
        <input required value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Description">
        <input value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label="SSO groups (comma-separated)">
        <input value={sso} onChange={(e) => setSSO(e.target.value)} />
      </Field>
      <Field label="Group root role">
        <select value={rootRole} onChange={(e) => setRootRole(e.target.value)}>
          <option value="">none</option>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" disabled={!name}>
        {submitLabel}
      </button>
    </form>
  );
}

/** GroupPage edits one group: its fields, its members (add, remove), and deletes it. */
export function GroupPage({ id }: { id: number }) {
  const [res, refetch] = useQuery({
    query: GroupQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const [, update] = useMutation(UpdateGroup);
  const [, remove] = useMutation(DeleteGroup);
  const [adding, setAdding] = useState('');
  const [, navigate] = useLocation();
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);

  if (res.fetching && !res.data) return <Loading what="the group" />;
  if (res.error) return <LoadError error={res.error} refetch={refetch} />;
  if (!res.data) return null;
  const g = res.data.group;
  const memberIds = g.users.map((m) => m.user.id);
  const fields = (): GroupInput => ({
    name: g.name,
    description: g.description,
    mappingsSSO: g.mappingsSSO,
    rootRole: g.rootRole,
  });
  const withMembers = (input: GroupInput, ids: number[]): GroupInput => ({
    ...input,
    users: ids.map((uid) => ({ user: { id: uid } })),
  });
  const saveMembers = async (ids: number[], message: string) => {
    if (await act(update({ id, input: withMembers(fields(), ids) }), message)) reload();
  };
  const candidates = res.data.users.filter((u) => !memberIds.includes(u.id));

  const onDelete = async () => {
    if (!(await confirm(`Delete the group ${g.name}?`, 'Its members keep their own roles.', 'Delete')))
      return;
    if (await act(remove({ id }), `Deleted group ${g.name}`)) navigate('/admin/groups');
  };

  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link href="/admin/groups">Groups</Link> / {g.name}
      </nav>
      <h1>Group {g.name}</h1>
      <GroupForm
        key={`${g.name}|${g.rootRole}`}
        roles={res.data.rootRoles}
        initial={g}
        submitLabel="Save group"
        onSaved={reload}
        save={async (input) =>
          !!(await act(update({ id, input: withMembers(input, memberIds) }), `Saved ${input.name}`))
        }
      />
      <p>Projects where used: {g.projects.join(', ') || <span className="muted">none</span>}</p>
      <h2>Members</h2>
      <form
        className="toolbar"
        aria-label="Add a member"
        onSubmit={(e) => {
          e.preventDefault();
          if (adding)
            void saveMembers([...memberIds, Number(adding)], 'Member added').then(() => setAdding(''));
        }}
      >
        <Field label="New member">
          <select value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">Choose a user</option>
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {userLabel(u)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" disabled={!adding}>
          Add member
        </button>
      </form>
      {g.users.length === 0 ? (
        <p className="muted">The group has no members yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Joined</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {g.users.map((m) => (
              <tr key={m.user.id}>
                <td>{userLabel(m.user)}</td>
                <td>
                  {when(m.joinedAt)}
                  {m.viaSSO && (
                    <span
                      className="role"
                      title="Joined through single sign-on: the provider's groups keep it"
                    >
                      via SSO
                    </span>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    onClick={() =>
                      void saveMembers(
                        memberIds.filter((x) => x !== m.user.id),
                        `Removed ${userLabel(m.user)}`,
                      )
                    }
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <button type="button" className="danger" onClick={onDelete}>
          Delete group
        </button>
      </p>
    </>
  );
}
