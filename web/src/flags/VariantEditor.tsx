import { useId } from 'react';
import { useFeedback } from '../shared/feedback';
import { STICKINESS } from './strategies';
import { PAYLOAD_TYPES, variantProblem, weights, type VariantDraft } from './variants';
import { OverridesEditor } from './OverridesEditor';

/**
 * VariantEditor edits one strategy variant: its name, a fixed or variable weight (the variable ones
 * share what the fixed ones leave, shown as the server will compute it), stickiness and payload.
 */
function VariantEditor(props: {
  draft: VariantDraft;
  all: readonly VariantDraft[];
  weight: number | null;
  onChange: (d: VariantDraft) => void;
  onRemove: () => void;
  label: string;
  withOverrides: boolean;
}) {
  const { draft: d, all, weight, onChange, onRemove, label, withOverrides } = props;
  const ids = useId();
  const problem = variantProblem(d, all);
  const set = (over: Partial<VariantDraft>) => onChange({ ...d, ...over });
  const described = problem ? `${ids}-problem` : undefined;

  return (
    <fieldset className="constraint">
      <legend>{label}</legend>
      <label htmlFor={`${ids}-name`}>Variant name</label>
      <input
        id={`${ids}-name`}
        value={d.name}
        aria-invalid={problem !== null}
        aria-describedby={described}
        onChange={(e) => set({ name: e.target.value })}
      />
      <label htmlFor={`${ids}-type`}>Weight</label>
      <select
        id={`${ids}-type`}
        value={d.weightType}
        onChange={(e) => set({ weightType: e.target.value === 'fix' ? 'fix' : 'variable' })}
      >
        <option value="variable">Variable (shares what is left)</option>
        <option value="fix">Fixed</option>
      </select>
      {d.weightType === 'fix' ? (
        <>
          <label htmlFor={`${ids}-percent`}>Weight %</label>
          <input
            id={`${ids}-percent`}
            inputMode="decimal"
            size={5}
            value={d.percent}
            aria-describedby={described}
            onChange={(e) => set({ percent: e.target.value })}
          />
        </>
      ) : (
        weight !== null && <span className="muted">{weight / 10}%</span>
      )}
      <label htmlFor={`${ids}-stickiness`}>Variant stickiness</label>
      <select
        id={`${ids}-stickiness`}
        value={d.stickiness}
        onChange={(e) => set({ stickiness: e.target.value })}
      >
        {[...new Set([...STICKINESS, d.stickiness])].map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      <label htmlFor={`${ids}-ptype`}>Payload type</label>
      <select
        id={`${ids}-ptype`}
        value={d.payloadType}
        onChange={(e) => set({ payloadType: e.target.value as VariantDraft['payloadType'] })}
      >
        <option value="">none</option>
        {PAYLOAD_TYPES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      {d.payloadType && (
        <>
          <label htmlFor={`${ids}-payload`}>Payload</label>
          <input
            id={`${ids}-payload`}
            value={d.payload}
            aria-describedby={described}
            onChange={(e) => set({ payload: e.target.value })}
          />
        </>
      )}
      {withOverrides && (
        <OverridesEditor
          overrides={d.overrides}
          onChange={(overrides) => set({ overrides })}
          variant={label}
        />
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

/** VariantEditors edits the variants of a strategy or (with overrides) of a feature environment, one
 * editor each, numbered. */
export function VariantEditors(props: {
  drafts: VariantDraft[];
  onChange: (update: (drafts: VariantDraft[]) => VariantDraft[]) => void;
  withOverrides?: boolean;
}) {
  const { drafts, onChange, withOverrides = false } = props;
  const { confirm } = useFeedback();
  const w = weights(drafts);
  // A variant read from the server is asked about before it goes; one just added is not.
  const remove = async (i: number) => {
    const d = drafts[i];
    if (
      d?.stored &&
      !(await confirm(
        `Remove the variant ${d.name.trim()}?`,
        `${d.name.trim()} goes away when you save.`,
        'Remove',
      ))
    )
      return;
    onChange((vs) => vs.filter((_, j) => j !== i));
  };
  return (
    <>
      {drafts.map((v, i) => (
        <VariantEditor
          key={i}
          label={`Variant ${i + 1}`}
          draft={v}
          all={drafts}
          withOverrides={withOverrides}
          weight={typeof w === 'string' ? null : (w[i] ?? null)}
          onChange={(d) => onChange((vs) => vs.map((x, j) => (j === i ? d : x)))}
          onRemove={() => void remove(i)}
        />
      ))}
      {typeof w === 'string' && <p className="field-error">{w}</p>}
    </>
  );
}
