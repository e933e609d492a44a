import { useQuery } from 'urql';
import { Link } from 'wouter';
import { graphql } from '../gql';
import { LoadError, Loading } from '../shared/states';

const ProjectsQuery = graphql(`
  query Projects {
    projects {
      id
      name
      description
      featureCount
      environments
    }
  }
`);

/** Projects lists every project with its flag count and environments. */
export function Projects() {
  const [res, refetch] = useQuery({ query: ProjectsQuery });
  return (
    <>
      <h1>Projects</h1>
      {res.fetching && !res.data && <Loading what="projects" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.projects.length === 0 && <p className="muted">There are no projects yet.</p>}
      {res.data && res.data.projects.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Flags</th>
              <th scope="col">Environments</th>
            </tr>
          </thead>
          <tbody>
            {res.data.projects.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link href={`/projects/${encodeURIComponent(p.id)}`}>{p.name}</Link>
                  {p.description && <div className="muted">{p.description}</div>}
                </td>
                <td>{p.featureCount}</td>
                <td>{p.environments.join(', ') || <span className="muted">none</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
