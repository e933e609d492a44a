import { useState } from 'react';
import { Field } from '../shared/Field';
import { useFeedback } from '../shared/feedback';
import { chooseAmong, chosenSummary, expiryChoices, shownChoices, type Choice } from './logic';

/** SaveOrCancel ends an edit form: its submit button (disabled while busy) and Cancel. */
export function SaveOrCancel({
  save,
  busy,
  onCancel,
}: {
  save: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="row-actions">
      <button type="submit" disabled={busy}>
        {save}
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** SecretOnce shows a secret the server gives only once, with a copy button, until dismissed. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const { toast } = useFeedback();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast('success', 'Copied');
    } catch {
      toast('error', 'The browser refused the clipboard: select the text and copy it');
    }
  };
  return (
    <section className="secret-once" aria-label={label}>
      <p>
        <strong>{label}</strong> — copy it now: it is not shown again.
      </p>
      <p>
        <code className="secret">{secret}</code>
      </p>
      <div className="row-actions">
        {/* The focus goes to Copy: a keyboard user who just created the secret copies it with Enter. */}
        <button type="button" onClick={copy} autoFocus>
          Copy
        </button>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}

/** ExpiryField chooses an expiry in days among expiryChoices; without never, "never" (0) is not offered. */
export function ExpiryField(props: { days: number; onChange: (days: number) => void; never?: boolean }) {
  return (
    <Field label="Expires after">
      <select value={props.days} onChange={(e) => props.onChange(Number(e.target.value))}>
        {expiryChoices
          .filter((c) => props.never || c.days > 0)
          .map((c) => (
            <option key={c.days} value={c.days}>
              {c.label}
            </option>
          ))}
      </select>
    </Field>
  );
}

/**
 * Choices chooses any number of values, one labelled checkbox each under a legend: a multi-select
 * that a keyboard, a screen reader and a mouse handle alike. Above filterAbove choices it adds a
 * text filter and buttons that choose those shown or clear the choice; what the filter hides stays
 * chosen. The line under the legend says what is chosen, or none's words when nothing is.
 */
export function Choices({
  legend,
  choices,
  chosen,
  onChange,
  none,
  filterAbove = 12,
  wide = false,
}: {
  legend: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  none: string;
  filterAbove?: number;
  wide?: boolean;
}) {
  const [query, setQuery] = useState('');
  const filtered = choices.length > filterAbove;
  const shown = filtered ? shownChoices(choices, query) : choices;
  // Chosen values the filter hides; one no longer among the choices is not hidden by it.
  const hidden = chosen.filter(
    (v) => choices.some((c) => c.value === v) && !shown.some((c) => c.value === v),
  ).length;
  const what = legend.toLowerCase();
  return (
    <fieldset className={wide ? 'choices wide' : 'choices'}>
      <legend>{legend}</legend>
      <p className="muted" aria-live="polite">
        {chosenSummary(choices, chosen, none, hidden)}
      </p>
      {filtered && (
        <div className="toolbar">
          <Field label={`Filter ${what}`}>
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              // Enter filters (it already has): it does not submit the form around.
              onKeyDown={(e) => e.key === 'Enter' && !e.nativeEvent.isComposing && e.preventDefault()}
            />
          </Field>
          <button
            type="button"
            disabled={shown.length === 0}
            onClick={() =>
              onChange(
                chooseAmong(
                  choices,
                  chosen,
                  shown.map((c) => c.value),
                  true,
                ),
              )
            }
          >
            Choose all shown <span className="sr-only">{what}</span>
          </button>
          <button type="button" disabled={chosen.length === 0} onClick={() => onChange([])}>
            Clear <span className="sr-only">{what}</span>
          </button>
        </div>
      )}
      {choices.length === 0 ? (
        <p className="muted">There are none.</p>
      ) : shown.length === 0 ? (
        <p className="muted">None matches the filter.</p>
      ) : (
        <div className="choice-list">
          {shown.map((c) => (
            <label key={c.value} className="choice">
              <input
                type="checkbox"
                checked={chosen.includes(c.value)}
                onChange={(e) => onChange(chooseAmong(choices, chosen, [c.value], e.target.checked))}
              />
              {c.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** useToggle is a boolean with a flip, for panels that open and close. */
export function useToggle(initial = false): [boolean, () => void] {
  const [on, setOn] = useState(initial);
  return [on, () => setOn((v) => !v)];
}
