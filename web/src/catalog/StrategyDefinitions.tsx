import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { fromServer, LoadError, Loading } from '../shared/states';
import { useAct } from '../shared/act';

const StrategyDefinitionsQuery = graphql(`
  query StrategyDefinitions {
    strategyDefinitions {
      name
      displayName
      description
      editable
      deprecated
      parameters {
        ...StrategyParameterFields
      }
    }
  }
`);

const CreateStrategyDefinition = graphql(`
  mutation CreateStrategyDefinition($input: CreateStrategyDefinitionInput!) {
    createStrategyDefinition(input: $input) {
      name
    }
  }
`);

const UpdateStrategyDefinition = graphql(`
  mutation UpdateStrategyDefinition($name: String!, $input: UpdateStrategyDefinitionInput!) {
    updateStrategyDefinition(name: $name, input: $input) {
      name
      description
      parameters {
        ...StrategyParameterFields
      }
    }
  }
`);

const DeprecateStrategy = graphql(`
  mutation DeprecateStrategy($name: String!) {
    deprecateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`);

const ReactivateStrategy = graphql(`
  mutation ReactivateStrategy($name: String!) {
    reactivateStrategyDefinition(name: $name) {
      name
      deprecated
    }
  }
`);

const DeleteStrategy = graphql(`
  mutation DeleteStrategy($name: String!) {
    deleteStrategyDefinition(name: $name)
  }
`);

/** PARAMETER_TYPES are the types a strategy parameter can have. */
const PARAMETER_TYPES = ['string', 'percentage', 'list', 'number', 'boolean'];

interface ParamDraft {
  name: string;
  type: string;
  description: string;
  required: boolean;
}

/** ParamOwner is a custom strategy as the edit form starts from it. */
interface ParamOwner {
  name: string;
  description?: string | null;
  parameters: readonly { name: string; type: string; description?: string | null; required: boolean }[];
}

/**
 * StrategyDefinitions lists the strategies; creates and edits custom ones with parameters (the
 * built-in ones cannot be changed, as the reference refuses), deprecates, reactivates, deletes.
 */
export function StrategyDefinitions() {
  const [res, refetch] = useQuery({ query: StrategyDefinitionsQuery });
  const [, deprecate] = useMutation(DeprecateStrategy);
  const [, reactivate] = useMutation(ReactivateStrategy);
  const [, remove] = useMutation(DeleteStrategy);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ParamOwner | null>(null);
  const act = useAct();
  const { confirm } = useFeedback();
  const can = usePermissions();
  const reload = fromServer(refetch);

  const onDeprecate = async (name: string) => {
    if (
      !(await confirm(
        `Deprecate ${name}?`,
        'New strategies can no longer use it; existing ones keep working.',
        'Deprecate',
      ))
    )
      return;
    await act(deprecate({ name }), `Deprecated ${name}`);
  };
  const onDelete = async (name: string) => {
    if (!(await confirm(`Delete ${name}?`, 'The strategy definition goes for good.', 'Delete'))) return;
    if (await act(remove({ name }), `Deleted ${name}`)) reload();
  };

  return (
    <>
      <h1>Strategies</h1>
      {can('CREATE_STRATEGY') && !creating && (
        <button type="button" onClick={() => setCreating(true)}>
          New strategy
        </button>
      )}
      {editing && (
        <StrategyForm
          key={editing.name}
          editing={editing}
          onDone={() => {
            setEditing(null);
            reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {creating && (
        <StrategyForm
          onDone={() => {
            setCreating(false);
            reload();
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {res.fetching && !res.data && <Loading what="strategies" />}
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && (
        <table aria-label="Strategies">
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              <th scope="col">Parameters</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {res.data.strategyDefinitions.map((s) => (
              <tr key={s.name}>
                <td>
                  <strong>{s.displayName}</strong> <code>{s.name}</code>
                  {s.description && <div className="muted">{s.description}</div>}
                </td>
                <td>
                  {s.parameters.length === 0 && <span className="muted">none</span>}
                  <ul>
                    {s.parameters.map((p) => (
                      <li key={p.name}>
                        <code>{p.name}</code> ({p.type}
                        {p.required ? ', required' : ''}){p.description && ` ${p.description}`}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {s.deprecated ? <span className="badge">deprecated</span> : 'active'}
                  {!s.editable && <span className="badge">built-in</span>}
                </td>
                <td className="row-actions">
                  {can('UPDATE_STRATEGY') && s.editable && (
                    <button
                      type="button"
                      onClick={() => {
                        setCreating(false);
                        setEditing(s);
                      }}
                    >
                      Edit<span className="sr-only"> {s.name}</span>
                    </button>
                  )}
                  {can('UPDATE_STRATEGY') && !s.deprecated && s.name !== 'default' && (
                    <button type="button" onClick={() => onDeprecate(s.name)}>
                      Deprecate<span className="sr-only"> {s.name}</span>
                    </button>
                  )}
                  {can('UPDATE_STRATEGY') && s.deprecated && (
                    <button
                      type="button"
                      onClick={() => act(reactivate({ name: s.name }), `Reactivated ${s.name}`)}
                    >
                      Reactivate<span className="sr-only"> {s.name}</span>
                    </button>
                  )}
                  {can('DELETE_STRATEGY') && s.editable && (
                    <button type="button" className="danger" onClick={() => onDelete(s.name)}>
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

/** StrategyForm creates a custom strategy, or edits one (its name stays) when editing is given. */
function StrategyForm({
  editing,
  onDone,
  onCancel,
}: {
  editing?: ParamOwner;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [, create] = useMutation(CreateStrategyDefinition);
  const [, update] = useMutation(UpdateStrategyDefinition);
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [params, setParams] = useState<ParamDraft[]>(
    // Field by field: the query's objects carry a __typename that no input type accepts.
    editing?.parameters.map((p) => ({
      name: p.name,
      type: p.type,
      description: p.description ?? '',
      required: p.required,
    })) ?? [],
  );
  const act = useAct();
  const ids = useId();
  const setParam = (i: number, over: Partial<ParamDraft>) =>
    setParams((ps) => ps.map((p, j) => (j === i ? { ...p, ...over } : p)));
  const invalid = name.trim() === '' || params.some((p) => p.name.trim() === '');

  const save = async () => {
    const input = {
      name: name.trim(),
      description,
      parameters: params.map((p) => ({ ...p, name: p.name.trim() })),
    };
    if (editing) {
      const { description: d, parameters } = input;
      if (
        await act(
          update({ name: editing.name, input: { description: d, parameters } }),
          `Saved ${editing.name}`,
        )
      )
        onDone();
      return;
    }
    if (await act(create({ input }), `Created the strategy ${input.name}`)) onDone();
  };
  const title = editing ? `Edit ${editing.name}` : 'New strategy';

  return (
    <form
      aria-label={title}
      className="create"
      onSubmit={(e) => {
        e.preventDefault();
        if (!invalid) void save();
      }}
    >
      <h2>{title}</h2>
      {!editing && (
        <>
          <label htmlFor={`${ids}-name`}>Strategy name</label>
          <input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        </>
      )}
      <label htmlFor={`${ids}-desc`}>Strategy description</label>
      <input id={`${ids}-desc`} value={description} onChange={(e) => setDescription(e.target.value)} />
      {params.map((p, i) => (
        <fieldset key={i} className="constraint">
          <legend>Parameter {i + 1}</legend>
          <label htmlFor={`${ids}-p${i}-name`}>Parameter name</label>
          <input
            id={`${ids}-p${i}-name`}
            value={p.name}
            onChange={(e) => setParam(i, { name: e.target.value })}
          />
          <label htmlFor={`${ids}-p${i}-type`}>Parameter type</label>
          <select
            id={`${ids}-p${i}-type`}
            value={p.type}
            onChange={(e) => setParam(i, { type: e.target.value })}
          >
            {PARAMETER_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <label htmlFor={`${ids}-p${i}-desc`}>Parameter description</label>
          <input
            id={`${ids}-p${i}-desc`}
            value={p.description}
            onChange={(e) => setParam(i, { description: e.target.value })}
          />
          <label>
            <input
              type="checkbox"
              checked={p.required}
              onChange={(e) => setParam(i, { required: e.target.checked })}
            />{' '}
            Required
          </label>
          <button type="button" onClick={() => setParams((ps) => ps.filter((_, j) => j !== i))}>
            Remove<span className="sr-only"> parameter {i + 1}</span>
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() =>
          setParams((ps) => [...ps, { name: '', type: 'string', description: '', required: false }])
        }
      >
        Add a parameter
      </button>
      <button type="submit" disabled={invalid}>
        Save strategy
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
