import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  constraintProblem,
  describeConstraint,
  fromConstraint,
  newConstraint,
  toConstraintInput,
  type ConstraintDraft,
} from './constraints';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { ConstraintEditors } from './ConstraintEditor';
import { fromServer, LoadError, Loading } from '../shared/states';
import { useAct } from '../shared/act';
import { Uses } from './Uses';
import { ProjectSelect } from './ProjectSelect';

const SegmentsQuery = graphql(`
  query Segments {
    segments {
      id
      name
      description
      project
      usedInFeatures
      usedInProjects
      constraints {
        contextName
        operator
        caseInsensitive
        inverted
        values
        value
      }
    }
  }
`);

const SegmentUsesQuery = graphql(`
  query SegmentUses($id: Int!) {
    segmentStrategies(id: $id) {
      id
      featureName
      projectId
      environment
      strategyName
    }
  }
`);

const CreateSegment = graphql(`
  mutation CreateSegment($input: SegmentInput!) {
    createSegment(input: $input) {
      id
    }
  }
`);

const UpdateSegment = graphql(`
  mutation UpdateSegment($id: Int!, $input: SegmentInput!) {
    updateSegment(id: $id, input: $input) {
      id
    }
  }
`);

const DeleteSegment = graphql(`
  mutation DeleteSegment($id: Int!) {
    deleteSegment(id: $id)
  }
`);

/** SegmentDraft is a segment as a person edits it. */
interface SegmentDraft {
  id: number | null;
  name: string;
  description: string;
  /** The project the segment is limited to; null for every project. */
  project: string | null;
  constraints: ConstraintDraft[];
}

const emptyDraft: SegmentDraft = { id: null, name: '', description: '', project: null, constraints: [] };

/** Segments lists the segments with their constraints and uses; creates, edits and deletes them. */
export function Segments() {
  const [res, refetch] = useQuery({ query: SegmentsQuery });
  const [, create] = useMutation(CreateSegment);
  const [, update] = useMutation(UpdateSegment);
  const [, remove] = useMutation(DeleteSegment);
  const [draft, setDraft] = useState<SegmentDraft | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const act = useAct();
  const { confirm } = useFeedback();
  const can = usePermissions();
  const reload = fromServer(refetch);

  const save = async (d: SegmentDraft) => {
    const input = {
      name: d.name.trim(),
      description: d.description,
      project: d.project,
      constraints: d.constraints.map(toConstraintInput),
    };
    const ok =
      d.id === null
        ? await act(create({ input }), `Created the segment ${input.name}`)
        : await act(update({ id: d.id, input }), `Saved the segment ${input.name}`);
    if (ok) {
      setDraft(null);
      reload();
    }
  };

  const onDelete = async (id: number, name: string) => {
    if (
      !(await confirm(
        `Delete ${name}?`,
        'The segment goes for good; flags that use it keep working only after you remove it from them.',
        'Delete',
      ))
    )
      return;
    if (await act(remove({ id }), `Deleted the segment ${name}`)) reload();
  };

  return (
    <>
      <h1>Segments</h1>
      {can('CREATE_SEGMENT') && !draft && (
        <button type="button" onClick={() => setDraft(emptyDraft)}>
          New segment
        </button>
      )}
      {draft && (
        <SegmentForm draft={draft} onChange={setDraft} onSave={save} onCancel={() => setDraft(null)} />
      )}
      {res.fetching && !res.data && <Loading what="segments" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.segments.length === 0 && <p className="muted">There are no segments yet.</p>}
      {res.data && res.data.segments.length > 0 && (
        <table aria-label="Segments">
          <thead>
            <tr>
              <th scope="col">Segment</th>
              <th scope="col">Constraints</th>
              <th scope="col">Used in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {res.data.segments.map((s) => (
              <tr key={s.id}>
                <td>
                  <strong>{s.name}</strong>
                  {s.description && <div className="muted">{s.description}</div>}
                  {s.project && <span className="badge">{s.project}</span>}
                </td>
                <td>
                  <ul className="constraints">
                    {s.constraints.map((c, i) => (
                      <li key={i}>{describeConstraint(c)}</li>
                    ))}
                  </ul>
                </td>
                <td>
                  {s.usedInFeatures} flags in {s.usedInProjects} projects{' '}
                  <button
                    type="button"
                    aria-expanded={shown === s.id}
                    onClick={() => setShown(shown === s.id ? null : s.id)}
                  >
                    Where used<span className="sr-only"> {s.name}</span>
                  </button>
                  {shown === s.id && <SegmentUses id={s.id} name={s.name} />}
                </td>
                <td className="row-actions">
                  {can('UPDATE_SEGMENT') && (
                    <button
                      type="button"
                      onClick={() =>
                        setDraft({
                          id: s.id,
                          name: s.name,
                          description: s.description,
                          project: s.project ?? null,
                          constraints: s.constraints.map(fromConstraint),
                        })
                      }
                    >
                      Edit<span className="sr-only"> {s.name}</span>
                    </button>
                  )}
                  {can('DELETE_SEGMENT') && (
                    <button type="button" className="danger" onClick={() => onDelete(s.id, s.name)}>
                      Delete<span className="sr-only"> {s.name}</span>
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

function SegmentUses({ id, name }: { id: number; name: string }) {
  const [res, refetch] = useQuery({
    query: SegmentUsesQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  if (res.fetching && !res.data) return <Loading what="where it is used" />;
  if (res.error) return <LoadError error={res.error} refetch={refetch} />;
  return <Uses uses={res.data?.segmentStrategies ?? []} what={name} />;
}

function SegmentForm(props: {
  draft: SegmentDraft;
  onChange: (d: SegmentDraft) => void;
  onSave: (d: SegmentDraft) => void;
  onCancel: () => void;
}) {
  const { draft: d, onChange, onSave, onCancel } = props;
  const ids = useId();
  const invalid = d.name.trim() === '' || d.constraints.some((c) => constraintProblem(c) !== null);
  const title = d.id === null ? 'New segment' : `Edit ${d.name}`;
  return (
    <form
      aria-label={title}
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        if (!invalid) onSave(d);
      }}
    >
      <h2>{title}</h2>
      <label htmlFor={`${ids}-name`}>Segment name</label>
      <input id={`${ids}-name`} value={d.name} onChange={(e) => onChange({ ...d, name: e.target.value })} />
      <label htmlFor={`${ids}-desc`}>Segment description</label>
      <input
        id={`${ids}-desc`}
        value={d.description}
        onChange={(e) => onChange({ ...d, description: e.target.value })}
      />
      {/* A segment of one project may name that project's context fields, and only its flags may use it. */}
      <label htmlFor={`${ids}-project`}>Project</label>
      <ProjectSelect
        id={`${ids}-project`}
        value={d.project}
        onChange={(project) => onChange({ ...d, project })}
      />
      <div className="constraints">
        <ConstraintEditors
          project={d.project}
          drafts={d.constraints}
          onChange={(f) => onChange({ ...d, constraints: f(d.constraints) })}
        />
      </div>
      <button
        type="button"
        onClick={() => onChange({ ...d, constraints: [...d.constraints, newConstraint()] })}
      >
        Add a constraint
      </button>
      <button type="submit" disabled={invalid}>
        Save segment
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
