import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { fromServer, LoadError, Loading } from '../shared/states';
import { useAct } from '../shared/act';

const EnvironmentsQuery = graphql(`
  query EnvironmentsAndProjects {
    environments {
      name
      type
      enabled
      protected
      sortOrder
    }
    projects {
      id
      name
      environments
    }
  }
`);

const CreateEnvironment = graphql(`
  mutation CreateEnvironment($input: CreateEnvironmentInput!) {
    createEnvironment(input: $input) {
      name
    }
  }
`);

const SetEnvironmentEnabled = graphql(`
  mutation SetEnvironmentEnabled($name: String!, $enabled: Boolean!) {
    setEnvironmentEnabled(name: $name, enabled: $enabled) {
      name
      enabled
    }
  }
`);

const AddProjectEnvironment = graphql(`
  mutation AddProjectEnvironment($projectId: String!, $environment: String!) {
    addProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`);

const RemoveProjectEnvironment = graphql(`
  mutation RemoveProjectEnvironment($projectId: String!, $environment: String!) {
    removeProjectEnvironment(projectId: $projectId, environment: $environment) {
      id
      environments
    }
  }
`);

/** ENVIRONMENT_TYPES are the types the reference offers for a new environment. */
const ENVIRONMENT_TYPES = ['development', 'test', 'preproduction', 'production'];

/**
 * Environments lists the environments, creates them, turns them on or off for the instance,
 * and enables or disables them per project.
 */
export function Environments() {
  const [res, refetch] = useQuery({ query: EnvironmentsQuery });
  const [, create] = useMutation(CreateEnvironment);
  const [, add] = useMutation(AddProjectEnvironment);
  const [, remove] = useMutation(RemoveProjectEnvironment);
  const [, setEnabled] = useMutation(SetEnvironmentEnabled);
  const [name, setName] = useState('');
  const [type, setType] = useState('development');
  const act = useAct();
  const { confirm } = useFeedback();
  const can = usePermissions();
  const ids = useId();
  const reload = fromServer(refetch);

  const onCreate = async () => {
    if (await act(create({ input: { name: name.trim(), type } }), `Created the environment ${name.trim()}`)) {
      setName('');
      reload();
    }
  };
  const onToggle = async (projectId: string, environment: string, on: boolean) => {
    if (on) {
      await act(add({ projectId, environment }), `Enabled ${environment} in ${projectId}`);
      return;
    }
    const sure = await confirm(
      `Disable ${environment} in ${projectId}?`,
      'The flags of the project lose their strategies and state in this environment.',
      'Disable',
    );
    if (sure) await act(remove({ projectId, environment }), `Disabled ${environment} in ${projectId}`);
  };

  const onSwitch = async (environment: string, on: boolean) => {
    if (!on) {
      const sure = await confirm(
        `Turn ${environment} off?`,
        'Projects can no longer enable it; where it is enabled already it stays.',
        'Turn off',
      );
      if (!sure) return;
    }
    if (
      await act(setEnabled({ name: environment, enabled: on }), `Turned ${environment} ${on ? 'on' : 'off'}`)
    )
      reload();
  };

  const envs = res.data?.environments ?? [];
  return (
    <>
      <h1>Environments</h1>
      {can('CREATE_ENVIRONMENT') && (
        <form
          aria-label="New environment"
          className="create"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void onCreate();
          }}
        >
          <label htmlFor={`${ids}-name`}>Environment name</label>
          <input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} />
          <label htmlFor={`${ids}-type`}>Environment type</label>
          <select id={`${ids}-type`} value={type} onChange={(e) => setType(e.target.value)}>
            {ENVIRONMENT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <button type="submit" disabled={!name.trim()}>
            Create environment
          </button>
        </form>
      )}
      {res.fetching && !res.data && <Loading what="environments" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && (
        <table aria-label="Environments">
          <thead>
            <tr>
              <th scope="col">Environment</th>
              <th scope="col">Type</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {envs.map((e) => (
              <tr key={e.name}>
                <td>{e.name}</td>
                <td>{e.type}</td>
                <td>
                  <input
                    type="checkbox"
                    role="switch"
                    aria-label={`${e.name} for the whole instance`}
                    checked={e.enabled}
                    disabled={!can('UPDATE_ENVIRONMENT')}
                    onChange={(ev) => void onSwitch(e.name, ev.target.checked)}
                  />{' '}
                  {e.enabled ? 'on' : 'off'}
                  {e.protected && <span className="badge">protected</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {res.data && (
        <>
          <h2>Environments of each project</h2>
          {res.data.projects.length === 0 && <p className="muted">There are no projects.</p>}
          <table aria-label="Project environments">
            <thead>
              <tr>
                <th scope="col">Project</th>
                {envs.map((e) => (
                  <th key={e.name} scope="col">
                    {e.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {res.data.projects.map((p) => (
                <tr key={p.id}>
                  <td>{p.name}</td>
                  {envs.map((e) => (
                    <td key={e.name}>
                      <input
                        type="checkbox"
                        aria-label={`${e.name} in ${p.id}`}
                        checked={p.environments.includes(e.name)}
                        // An environment that is off cannot be enabled in a project (the server refuses it).
                        disabled={!can('UPDATE_PROJECT') || (!e.enabled && !p.environments.includes(e.name))}
                        onChange={(ev) => onToggle(p.id, e.name, ev.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
