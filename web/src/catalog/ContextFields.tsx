import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { splitValues } from './constraints';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { fromServer, LoadError, Loading } from '../shared/states';
import { useAct } from '../shared/act';
import { Uses } from './Uses';
import { ProjectSelect } from './ProjectSelect';

const ContextFieldsListQuery = graphql(`
  query ContextFieldsList {
    contextFields {
      name
      description
      project
      stickiness
      sortOrder
      usedInFeatures
      usedInProjects
      legalValues {
        value
        description
      }
    }
  }
`);

const ContextFieldUsesQuery = graphql(`
  query ContextFieldUses($name: String!) {
    contextFieldStrategies(name: $name) {
      id
      featureName
      projectId
      environment
      strategyName
    }
  }
`);

const CreateContextField = graphql(`
  mutation CreateContextField($input: CreateContextFieldInput!) {
    createContextField(input: $input) {
      name
    }
  }
`);

const UpdateContextField = graphql(`
  mutation UpdateContextField($name: String!, $input: UpdateContextFieldInput!) {
    updateContextField(name: $name, input: $input) {
      name
    }
  }
`);

const DeleteContextField = graphql(`
  mutation DeleteContextField($name: String!) {
    deleteContextField(name: $name)
  }
`);

/** FieldDraft is a context field as a person edits it: legal values comma-separated. */
interface FieldDraft {
  editing: boolean;
  name: string;
  description: string;
  /** The project the field belongs to, chosen at creation (a field cannot move); null for every project. */
  project: string | null;
  stickiness: boolean;
  legalValues: string;
}

/** ContextFields lists the context fields with legal values, stickiness and uses; creates, edits, deletes. */
export function ContextFields() {
  const [res, refetch] = useQuery({ query: ContextFieldsListQuery });
  const [, create] = useMutation(CreateContextField);
  const [, update] = useMutation(UpdateContextField);
  const [, remove] = useMutation(DeleteContextField);
  const [draft, setDraft] = useState<FieldDraft | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const act = useAct();
  const { confirm } = useFeedback();
  const can = usePermissions();
  const reload = fromServer(refetch);

  const save = async (d: FieldDraft) => {
    const fields = {
      description: d.description,
      stickiness: d.stickiness,
      legalValues: splitValues(d.legalValues).map((value) => ({ value })),
    };
    const ok = d.editing
      ? await act(update({ name: d.name, input: fields }), `Saved the context field ${d.name}`)
      : await act(
          create({ input: { name: d.name.trim(), project: d.project, ...fields } }),
          `Created the context field ${d.name}`,
        );
    if (ok) {
      setDraft(null);
      reload();
    }
  };

  const onDelete = async (name: string) => {
    if (!(await confirm(`Delete ${name}?`, 'Constraints can no longer test this field.', 'Delete'))) return;
    if (await act(remove({ name }), `Deleted the context field ${name}`)) reload();
  };

  return (
    <>
      <h1>Context fields</h1>
      {can('CREATE_CONTEXT_FIELD') && !draft && (
        <button
          type="button"
          onClick={() =>
            setDraft({
              editing: false,
              name: '',
              description: '',
              project: null,
              stickiness: false,
              legalValues: '',
            })
          }
        >
          New context field
        </button>
      )}
      {draft && <FieldForm draft={draft} onChange={setDraft} onSave={save} onCancel={() => setDraft(null)} />}
      {res.fetching && !res.data && <Loading what="context fields" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.contextFields.length === 0 && (
        <p className="muted">There are no context fields.</p>
      )}
      {res.data && res.data.contextFields.length > 0 && (
        <table aria-label="Context fields">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Legal values</th>
              <th scope="col">Stickiness</th>
              <th scope="col">Used in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {res.data.contextFields.map((f) => (
              <tr key={f.name}>
                <td>
                  <strong>{f.name}</strong>
                  {f.description && <div className="muted">{f.description}</div>}
                  {f.project && <span className="badge">{f.project}</span>}
                </td>
                <td>{f.legalValues.map((v) => v.value).join(', ') || <span className="muted">any</span>}</td>
                <td>{f.stickiness ? 'yes' : 'no'}</td>
                <td>
                  {f.usedInFeatures} flags in {f.usedInProjects} projects{' '}
                  <button
                    type="button"
                    aria-expanded={shown === f.name}
                    onClick={() => setShown(shown === f.name ? null : f.name)}
                  >
                    Where used<span className="sr-only"> {f.name}</span>
                  </button>
                  {shown === f.name && <FieldUses name={f.name} />}
                </td>
                <td className="row-actions">
                  {can('UPDATE_CONTEXT_FIELD') && (
                    <button
                      type="button"
                      onClick={() =>
                        setDraft({
                          editing: true,
                          name: f.name,
                          description: f.description ?? '',
                          project: f.project ?? null,
                          stickiness: f.stickiness,
                          legalValues: f.legalValues.map((v) => v.value).join(', '),
                        })
                      }
                    >
                      Edit<span className="sr-only"> {f.name}</span>
                    </button>
                  )}
                  {can('DELETE_CONTEXT_FIELD') && (
                    <button type="button" className="danger" onClick={() => onDelete(f.name)}>
                      Delete<span className="sr-only"> {f.name}</span>
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

function FieldUses({ name }: { name: string }) {
  const [res, refetch] = useQuery({
    query: ContextFieldUsesQuery,
    variables: { name },
    requestPolicy: 'network-only',
  });
  if (res.fetching && !res.data) return <Loading what="where it is used" />;
  if (res.error) return <LoadError error={res.error} refetch={refetch} />;
  return <Uses uses={res.data?.contextFieldStrategies ?? []} what={name} />;
}

function FieldForm(props: {
  draft: FieldDraft;
  onChange: (d: FieldDraft) => void;
  onSave: (d: FieldDraft) => void;
  onCancel: () => void;
}) {
  const { draft: d, onChange, onSave, onCancel } = props;
  const ids = useId();
  const title = d.editing ? `Edit ${d.name}` : 'New context field';
  return (
    <form
      aria-label={title}
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        if (d.name.trim() !== '') onSave(d);
      }}
    >
      <h2>{title}</h2>
      {!d.editing && (
        <>
          <label htmlFor={`${ids}-name`}>Field name</label>
          <input
            id={`${ids}-name`}
            value={d.name}
            onChange={(e) => onChange({ ...d, name: e.target.value })}
          />
          {/* Only constraints of the project's flags and segments may name a field of one project. */}
          <label htmlFor={`${ids}-project`}>Project</label>
          <ProjectSelect
            id={`${ids}-project`}
            value={d.project}
            onChange={(project) => onChange({ ...d, project })}
          />
        </>
      )}
      <label htmlFor={`${ids}-desc`}>Field description</label>
      <input
        id={`${ids}-desc`}
        value={d.description}
        onChange={(e) => onChange({ ...d, description: e.target.value })}
      />
      <label htmlFor={`${ids}-legal`}>Legal values (comma-separated)</label>
      <input
        id={`${ids}-legal`}
        value={d.legalValues}
        onChange={(e) => onChange({ ...d, legalValues: e.target.value })}
      />
      <label>
        <input
          type="checkbox"
          checked={d.stickiness}
          onChange={(e) => onChange({ ...d, stickiness: e.target.checked })}
        />{' '}
        Usable for stickiness
      </label>
      <button type="submit" disabled={d.name.trim() === ''}>
        Save field
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
