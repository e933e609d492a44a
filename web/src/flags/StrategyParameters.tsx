import { useId } from 'react';
import { graphql } from '../gql';
import { STICKINESS, paramLabel, paramProblem, type ParamDef } from './strategies';

/** StrategyParameterFields is what the dashboard shows of a strategy definition's parameter. */
export const StrategyParameterFields = graphql(`
  fragment StrategyParameterFields on StrategyParameter {
    name
    type
    description
    required
  }
`);

/** StrategyDefinitions are the strategies a flag may use, with the parameters each takes. */
export const StrategyDefinitions = graphql(`
  query StrategyChoices {
    strategyDefinitions {
      name
      displayName
      deprecated
      parameters {
        ...StrategyParameterFields
      }
    }
  }
`);

/**
 * StrategyParameters edits the parameters of a strategy, one input per parameter of its definition, each
 * fitting the parameter's type: a number for a percentage, a checkbox for a boolean, the stickiness
 * values for stickiness, comma-separated items for a list.
 */
export function StrategyParameters(props: {
  defs: readonly (ParamDef & { description?: string | null })[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  /** where names the environment, so each label is unique on a page of several. */
  where: string;
  /** labelOf names a parameter's input; by default "<parameter> in <where>". */
  labelOf?: (label: string) => string;
}) {
  const { defs, values, onChange, where, labelOf = (l) => `${l} in ${where}` } = props;
  const ids = useId();
  const set = (name: string, v: string) => onChange({ ...values, [name]: v });
  return (
    <>
      {defs.map((d) => {
        const id = `${ids}-${d.name}`;
        const value = values[d.name] ?? '';
        const problem = paramProblem(d, value);
        const label = labelOf(paramLabel(d));
        if (d.type === 'boolean')
          return (
            <label key={d.name} title={d.description ?? undefined}>
              <input
                type="checkbox"
                checked={value === 'true'}
                onChange={(e) => set(d.name, String(e.target.checked))}
              />
              {label}
            </label>
          );
        return (
          <span key={d.name} className="param">
            <label htmlFor={id} title={d.description ?? undefined}>
              {label}
            </label>
            {d.name === 'stickiness' ? (
              <select id={id} value={value} onChange={(e) => set(d.name, e.target.value)}>
                {[...new Set([...STICKINESS, value])].map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                value={value}
                inputMode={d.type === 'percentage' || d.type === 'number' ? 'numeric' : undefined}
                size={d.type === 'percentage' ? 4 : undefined}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => set(d.name, e.target.value)}
              />
            )}
            {problem && (
              <span id={`${id}-problem`} className="field-error">
                {problem}
              </span>
            )}
          </span>
        );
      })}
    </>
  );
}
