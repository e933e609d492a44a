import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { newOverride, withValues, type Override } from './variants';
import { ContextFieldsQuery } from '../catalog/ConstraintEditor';

/**
 * OverrideRow edits one override: the context field it tests (the instance's fields) and its values,
 * shown as chips, each removable; typing a value and pressing Enter (or Add value) adds it.
 */
function OverrideRow(props: {
  override: Override;
  fields: readonly string[];
  label: string;
  onChange: (o: Override) => void;
  onRemove: () => void;
}) {
  const { override: o, fields, label, onChange, onRemove } = props;
  const [typed, setTyped] = useState('');
  const ids = useId();
  const add = () => {
    onChange({ ...o, values: withValues(o.values, typed) });
    setTyped('');
  };

  return (
    <fieldset className="constraint">
      <legend>{label}</legend>
      <label htmlFor={`${ids}-field`}>Override field</label>
      <select
        id={`${ids}-field`}
        value={o.contextName}
        onChange={(e) => onChange({ ...o, contextName: e.target.value })}
      >
        {[...new Set([...fields, o.contextName])].map((f) => (
          <option key={f} value={f}>
            {f || 'choose a field'}
          </option>
        ))}
      </select>
      <ul className="chips" aria-label={`Values of ${label}`}>
        {o.values.map((v) => (
          <li key={v} className="badge">
            {v}{' '}
            <button
              type="button"
              className="chip-remove"
              onClick={() => onChange({ ...o, values: o.values.filter((x) => x !== v) })}
            >
              ×<span className="sr-only"> Remove the value {v}</span>
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${ids}-value`}>Override value</label>
      <input
        id={`${ids}-value`}
        value={typed}
        placeholder="a value, or several with commas"
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          // Enter adds the value rather than saving the variants half typed.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          add();
        }}
      />
      <button type="button" disabled={typed.trim() === ''} onClick={add}>
        Add value<span className="sr-only"> to {label}</span>
      </button>
      <button type="button" onClick={onRemove}>
        Remove override<span className="sr-only"> {label}</span>
      </button>
    </fieldset>
  );
}

/** OverridesEditor edits the overrides of a feature variant, one row per context field. */
export function OverridesEditor(props: {
  overrides: Override[];
  onChange: (os: Override[]) => void;
  variant: string;
}) {
  const { overrides, onChange, variant } = props;
  const [res] = useQuery({ query: ContextFieldsQuery });
  const fields = (res.data?.contextFields ?? []).map((f) => f.name);

  return (
    <div className="overrides">
      {overrides.map((o, i) => (
        <OverrideRow
          key={i}
          override={o}
          fields={fields}
          label={`${variant} override ${i + 1}`}
          onChange={(n) => onChange(overrides.map((x, j) => (j === i ? n : x)))}
          onRemove={() => onChange(overrides.filter((_, j) => j !== i))}
        />
      ))}
      <button type="button" onClick={() => onChange([...overrides, newOverride(fields, overrides)])}>
        Add an override<span className="sr-only"> to {variant}</span>
      </button>
    </div>
  );
}
