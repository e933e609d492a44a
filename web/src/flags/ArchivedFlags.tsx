import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { LoadError, Loading } from '../shared/states';

const ArchivedFlagsQuery = graphql(`
  query ArchivedFlags($projectId: String!) {
    archivedFeatures(projectId: $projectId) {
      name
      type
      archivedAt
    }
  }
`);

export const ReviveFlag = graphql(`
  mutation ReviveFlag($name: String!) {
    reviveFeature(name: $name) {
      name
      project
      archived
    }
  }
`);

/** ArchivedFlags lists a project's archived flags, each with a button to revive it. */
export function ArchivedFlags({ projectId }: { projectId: string }) {
  const [res, refetch] = useQuery({ query: ArchivedFlagsQuery, variables: { projectId } });
  const [, revive] = useMutation(ReviveFlag);
  const { toast } = useFeedback();
  const can = usePermissions(projectId);
  const project = `/projects/${encodeURIComponent(projectId)}`;

  const onRevive = async (name: string) => {
    const r = await revive({ name });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Revived ${name}`);
  };

  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link href="/">Projects</Link> / <Link href={project}>{projectId}</Link> / <span>archive</span>
      </nav>
      <h1>{projectId}: archived flags</h1>
      {res.fetching && !res.data && <Loading what="archived flags" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.archivedFeatures.length === 0 && (
        <p className="muted">
          No archived flags. <Link href={project}>Back to the flags</Link>
        </p>
      )}
      {res.data && res.data.archivedFeatures.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">Type</th>
              <th scope="col">Archived</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {res.data.archivedFeatures.map((f) => (
              <tr key={f.name}>
                <td>{f.name}</td>
                <td>{f.type}</td>
                <td>{f.archivedAt ? new Date(f.archivedAt).toLocaleString() : ''}</td>
                <td>
                  {can('UPDATE_FEATURE') && (
                    <button type="button" onClick={() => onRevive(f.name)}>
                      Revive<span className="sr-only"> {f.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
