import { useQuery } from 'urql';
import { graphql } from '../gql';

/** CatalogProjectsQuery is what a segment or a context field may be limited to. */
const CatalogProjectsQuery = graphql(`
  query CatalogProjects {
    projects {
      id
      name
    }
  }
`);

/**
 * ProjectSelect chooses the project a segment or a context field is limited to, or every project
 * (null). The chosen project shows while the list loads, and if the list lacks it.
 */
export function ProjectSelect(props: {
  id: string;
  value: string | null;
  onChange: (project: string | null) => void;
}) {
  const { id, value, onChange } = props;
  const [res] = useQuery({ query: CatalogProjectsQuery });
  const projects = res.data?.projects ?? [];
  return (
    <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">Every project</option>
      {value && !projects.some((p) => p.id === value) && <option value={value}>{value}</option>}
      {projects.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
}
