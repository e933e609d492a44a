import { useId } from 'react';
import { useQuery } from 'urql';
import { constraintProblem, OPERATORS, operatorKind, type ConstraintDraft } from './constraints';
import { graphql } from '../gql';
import { usableIn } from './scope';

/** ContextFieldsQuery reads the instance's context fields, for the editors that choose one. */
export const ContextFieldsQuery = graphql(`
  query ContextFields {
    contextFields {
      name
      project
      legalValues {
        value
      }
    }
  }
`);

const operatorGroups: { label: string; kind: keyof typeof OPERATORS }[] = [
  { label: 'Strings', kind: 'multi' },
  { label: 'Numbers', kind: 'num' },
  { label: 'Dates', kind: 'date' },
  { label: 'Versions', kind: 'semver' },
];

/**
 * ConstraintEditor edits one constraint: a context field, an operator, and the value editor that fits the
 * operator (a list, a number, a date and time, a version), with its problem shown as it is typed.
 */
export function ConstraintEditor(props: {
  draft: ConstraintDraft;
  onChange: (d: ConstraintDraft) => void;
  onRemove: () => void;
  label: string;
  /** The project whose own fields a constraint may name besides every project's; null for none. */
  project: string | null;
}) {
  const { draft: d, onChange, onRemove, label, project } = props;
  const [fields] = useQuery({ query: ContextFieldsQuery });
  const ids = useId();
  const kind = operatorKind(d.operator);
  const problem = constraintProblem(d);
  const legal = fields.data?.contextFields.find((f) => f.name === d.contextName)?.legalValues ?? [];
  // Another project's fields mean nothing here (the server refuses them); a constraint that
  // names one already keeps it shown, so nothing changes unseen.
  const usable = fields.data?.contextFields.filter((f) => usableIn(f, project));
  const kept = usable !== undefined && !usable.some((f) => f.name === d.contextName);
  const set = (over: Partial<ConstraintDraft>) => onChange({ ...d, ...over });

  return (
    <fieldset className="constraint">
      <legend>{label}</legend>
      <label htmlFor={`${ids}-field`}>Context field</label>
      <select
        id={`${ids}-field`}
        value={d.contextName}
        onChange={(e) => set({ contextName: e.target.value })}
      >
        {(!usable || kept) && <option value={d.contextName}>{d.contextName}</option>}
        {usable?.map((f) => (
          <option key={f.name}>{f.name}</option>
        ))}
      </select>
      <label htmlFor={`${ids}-op`}>Operator</label>
      <select
        id={`${ids}-op`}
        value={d.operator}
        onChange={(e) =>
          set({ operator: e.target.value, value: operatorKind(e.target.value) === kind ? d.value : '' })
        }
      >
        {operatorGroups.map((g) => (
          <optgroup key={g.kind} label={g.label}>
            {OPERATORS[g.kind].map((op) => (
              <option key={op}>{op}</option>
            ))}
          </optgroup>
        ))}
      </select>
      <label htmlFor={`${ids}-value`}>{kind === 'multi' ? 'Values (comma-separated)' : 'Value'}</label>
      {kind === 'multi' && (
        <>
          <input
            id={`${ids}-value`}
            value={d.values}
            list={legal.length ? `${ids}-legal` : undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            onChange={(e) => set({ values: e.target.value })}
          />
          {legal.length > 0 && (
            <datalist id={`${ids}-legal`}>
              {legal.map((v) => (
                <option key={v.value} value={v.value} />
              ))}
            </datalist>
          )}
        </>
      )}
      {kind !== 'multi' && (
        <input
          id={`${ids}-value`}
          type={kind === 'num' ? 'number' : kind === 'date' ? 'datetime-local' : 'text'}
          placeholder={kind === 'semver' ? '1.2.3' : undefined}
          value={d.value}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${ids}-problem` : undefined}
          onChange={(e) => set({ value: e.target.value })}
        />
      )}
      <label>
        <input type="checkbox" checked={d.inverted} onChange={(e) => set({ inverted: e.target.checked })} />{' '}
        Negate
      </label>
      {kind === 'multi' && (
        <label>
          <input
            type="checkbox"
            checked={d.caseInsensitive}
            onChange={(e) => set({ caseInsensitive: e.target.checked })}
          />{' '}
          Ignore case
        </label>
      )}
      <button type="button" onClick={onRemove}>
        Remove<span className="sr-only"> {label}</span>
      </button>
      {problem && (
        <p id={`${ids}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/**
 * ConstraintEditors edits a list of constraints, one editor each, numbered; they name context fields of
 * every project and of project (null: of none).
 */
export function ConstraintEditors(props: {
  drafts: ConstraintDraft[];
  onChange: (update: (drafts: ConstraintDraft[]) => ConstraintDraft[]) => void;
  project: string | null;
}) {
  const { drafts, onChange, project } = props;
  return drafts.map((c, i) => (
    <ConstraintEditor
      key={i}
      project={project}
      label={`Constraint ${i + 1}`}
      draft={c}
      onChange={(d) => onChange((cs) => cs.map((x, j) => (j === i ? d : x)))}
      onRemove={() => onChange((cs) => cs.filter((_, j) => j !== i))}
    />
  ));
}
