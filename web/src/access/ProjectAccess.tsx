import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { useLocation } from 'wouter';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { fromServer, LoadError, Loading } from '../shared/states';
import { userLabel } from './logic';
import { Field } from '../shared/Field';
import { useAct } from '../shared/act';

const ProjectsQuery = graphql(`
  query AdminAccessProjects {
    projects {
      id
      name
    }
  }
`);

const AccessQuery = graphql(`
  query AdminProjectAccess($projectId: String!) {
    projectAccess(projectId: $projectId) {
      roles {
        id
        name
        description
      }
      users {
        user {
          id
          name
          email
          username
        }
        role {
          id
          name
        }
      }
      groups {
        group {
          id
          name
        }
        role {
          id
          name
        }
      }
    }
    users {
      id
      name
      email
      username
    }
    groups {
      id
      name
    }
  }
`);

const Assign = graphql(`
  mutation AdminAssignProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    assignProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);

const Withdraw = graphql(`
  mutation AdminRemoveProjectRole($project: String!, $roleId: Int!, $userIds: [Int!], $groupIds: [Int!]) {
    removeProjectRole(project: $project, roleId: $roleId, userIds: $userIds, groupIds: $groupIds)
  }
`);

/** ProjectAccess shows and changes who holds which project role in a project, users and groups. */
export function ProjectAccess({ projectId }: { projectId?: string }) {
  const [projects, refetchProjects] = useQuery({ query: ProjectsQuery });
  const [, navigate] = useLocation();
  return (
    <>
      <h1>Project access</h1>
      {projects.error && <LoadError error={projects.error} refetch={refetchProjects} />}
      <Field label="Project">
        <select
          value={projectId ?? ''}
          onChange={(e) => navigate(`/admin/access/${encodeURIComponent(e.target.value)}`)}
        >
          <option value="">Choose a project</option>
          {projects.data?.projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      {projectId ? (
        <AccessOf projectId={projectId} />
      ) : (
        <p className="muted">Choose a project to see who can work in it.</p>
      )}
    </>
  );
}

function AccessOf({ projectId }: { projectId: string }) {
  const [res, refetch] = useQuery({
    query: AccessQuery,
    variables: { projectId },
    requestPolicy: 'cache-and-network',
  });
  const [, withdraw] = useMutation(Withdraw);
  const act = useAct();
  const { confirm } = useFeedback();
  const reload = fromServer(refetch);

  if (res.fetching && !res.data) return <Loading what="the project's access" />;
  if (res.error) return <LoadError error={res.error} refetch={refetch} />;
  if (!res.data) return null;
  const pa = res.data.projectAccess;
  const rows = [
    ...pa.users.map((a) => ({
      key: `u${a.user.id}-${a.role.id}`,
      who: userLabel(a.user),
      kind: 'User',
      role: a.role,
      userIds: [a.user.id],
      groupIds: [] as number[],
    })),
    ...pa.groups.map((a) => ({
      key: `g${a.group.id}-${a.role.id}`,
      who: a.group.name,
      kind: 'Group',
      role: a.role,
      userIds: [] as number[],
      groupIds: [a.group.id],
    })),
  ];
  const onRemove = async (r: (typeof rows)[number]) => {
    if (
      !(await confirm(
        `Remove ${r.who}'s role ${r.role.name}?`,
        `They lose what the role allows in ${projectId}.`,
        'Remove',
      ))
    )
      return;
    const done = await act(
      withdraw({ project: projectId, roleId: r.role.id, userIds: r.userIds, groupIds: r.groupIds }),
      `Removed ${r.who} from ${projectId}`,
    );
    if (done) reload();
  };

  return (
    <>
      <GrantForm
        projectId={projectId}
        roles={pa.roles}
        users={res.data.users}
        groups={res.data.groups}
        onGranted={reload}
      />
      {rows.length === 0 ? (
        <p className="muted">No user or group holds a project role here; root roles still apply.</p>
      ) : (
        <table aria-label={`Access to ${projectId}`}>
          <thead>
            <tr>
              <th scope="col">Who</th>
              <th scope="col">Kind</th>
              <th scope="col">Project role</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td>{r.who}</td>
                <td>{r.kind}</td>
                <td>{r.role.name}</td>
                <td>
                  <button type="button" onClick={() => onRemove(r)}>
                    Remove
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

function GrantForm({
  projectId,
  roles,
  users,
  groups,
  onGranted,
}: {
  projectId: string;
  roles: readonly { id: number; name: string }[];
  users: readonly { id: number; name?: string | null; email?: string | null; username?: string | null }[];
  groups: readonly { id: number; name: string }[];
  onGranted: () => void;
}) {
  const [who, setWho] = useState('');
  const [role, setRole] = useState('');
  const [, assign] = useMutation(Assign);
  const act = useAct();
  const roleId = Number(role || roles[0]?.id);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const [kind, id] = who.split(':');
    const vars = {
      project: projectId,
      roleId,
      userIds: kind === 'u' ? [Number(id)] : [],
      groupIds: kind === 'g' ? [Number(id)] : [],
    };
    if (await act(assign(vars), `Access granted in ${projectId}`)) {
      setWho('');
      onGranted();
    }
  };
  return (
    <form className="toolbar" aria-label="Grant access" onSubmit={submit}>
      <Field label="User or group">
        <select value={who} onChange={(e) => setWho(e.target.value)}>
          <option value="">Choose</option>
          <optgroup label="Users">
            {users.map((u) => (
              <option key={u.id} value={`u:${u.id}`}>
                {userLabel(u)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Groups">
            {groups.map((g) => (
              <option key={g.id} value={`g:${g.id}`}>
                {g.name}
              </option>
            ))}
          </optgroup>
        </select>
      </Field>
      <Field label="Project role">
        <select value={role || String(roles[0]?.id ?? '')} onChange={(e) => setRole(e.target.value)}>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" disabled={!who || !roleId}>
        Grant access
      </button>
    </form>
  );
}
