import { useMutation, useQuery } from 'urql';
import { graphql } from '../gql';

const ChangeRequestConfigQuery = graphql(`
  query ChangeRequestConfig($projectId: String!) {
    changeRequestConfig(projectId: $projectId) {
      environment
      type
      changeRequestEnabled
      requiredApprovals
    }
  }
`);

const AddChanges = graphql(`
  mutation AddChanges($projectId: String!, $environment: String!, $changes: [ChangeInput!]!) {
    addChanges(projectId: $projectId, environment: $environment, changes: $changes) {
      id
      state
    }
  }
`);

/** ChangeInput is a change as the server's addChanges takes it. */
export interface ChangeInput {
  feature: string;
  action: string;
  payload?: unknown;
}

/** useGuardedEnvironments tells which environments of a project take their changes through change requests. */
export function useGuardedEnvironments(projectId: string): (environment: string) => boolean {
  const [res] = useQuery({ query: ChangeRequestConfigQuery, variables: { projectId } });
  const on = new Set(
    (res.data?.changeRequestConfig ?? []).filter((c) => c.changeRequestEnabled).map((c) => c.environment),
  );
  return (environment) => on.has(environment);
}

/** useConfig reads a project's change request configuration, for the settings screen. */
export function useConfig(projectId: string) {
  return useQuery({ query: ChangeRequestConfigQuery, variables: { projectId } });
}

/**
 * useAddToDraft adds changes to the signed-in user's draft for an environment and returns the request's
 * id, or the error's message.
 */
export function useAddToDraft(projectId: string) {
  const [{ fetching }, add] = useMutation(AddChanges);
  const addToDraft = async (environment: string, changes: ChangeInput[]) => {
    const r = await add({ projectId, environment, changes });
    return { id: r.data?.addChanges.id, error: r.error };
  };
  return { fetching, addToDraft };
}
