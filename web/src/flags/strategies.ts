import { rolloutProblem } from './validate';

/** ParamDef is one parameter a strategy definition accepts (StrategyParameter). */
export interface ParamDef {
  name: string;
  type: string;
  required: boolean;
}

/** STICKINESS are the stickiness values every SDK knows. */
export const STICKINESS = ['default', 'userId', 'sessionId', 'random'] as const;

/** initialParams are the parameters a new strategy of a definition starts with: a 50% rollout, default
 * stickiness, the flag's name as groupId (as the reference's UI does), the rest empty. */
export function initialParams(defs: readonly ParamDef[], flag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of defs) {
    if (d.type === 'percentage') out[d.name] = '50';
    else if (d.type === 'boolean') out[d.name] = 'false';
    else if (d.name === 'stickiness') out[d.name] = 'default';
    else if (d.name === 'groupId') out[d.name] = flag;
    else out[d.name] = '';
  }
  return out;
}

/** paramProblem tells what is wrong with the value of one parameter, or null. */
export function paramProblem(def: ParamDef, value: string): string | null {
  const v = value.trim();
  if (v === '') return def.required ? 'Required' : null;
  switch (def.type) {
    case 'percentage':
      return rolloutProblem(v);
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(v) ? null : 'A number';
    case 'boolean':
      return v === 'true' || v === 'false' ? null : 'true or false';
  }
  return null;
}

/** paramsProblem is the first problem of any parameter, or null. */
export function paramsProblem(defs: readonly ParamDef[], values: Record<string, string>): string | null {
  for (const d of defs) {
    const p = paramProblem(d, values[d.name] ?? '');
    if (p) return `${d.name}: ${p}`;
  }
  return null;
}

/** toParameters is what the server stores: trimmed values, lists as comma-separated items, empty
 * optional parameters left out. */
export function toParameters(
  defs: readonly ParamDef[],
  values: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of defs) {
    let v = (values[d.name] ?? '').trim();
    if (d.type === 'list')
      v = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .join(',');
    if (v !== '' || d.required) out[d.name] = v;
  }
  return out;
}

/** paramLabel names a parameter for a person: rollout is "Rollout %". */
export function paramLabel(def: ParamDef): string {
  const name = def.name.charAt(0).toUpperCase() + def.name.slice(1);
  if (def.type === 'percentage') return `${name} %`;
  if (def.type === 'list') return `${name} (comma-separated)`;
  return name;
}

/** fromParameters turns a stored strategy's parameters into the values its form edits: each parameter of
 * the definition as a string (the defaults of a new strategy for those it lacks). */
export function fromParameters(
  defs: readonly ParamDef[],
  stored: Record<string, unknown>,
  flag: string,
): Record<string, string> {
  const out = initialParams(defs, flag);
  for (const d of defs) {
    const v = stored[d.name];
    if (v !== undefined && v !== null) out[d.name] = String(v);
  }
  return out;
}

/** mergeParameters is what an edit stores: the edited parameters of the definition (as toParameters has
 * them) and, untouched, any stored parameter the definition does not name. */
export function mergeParameters(
  defs: readonly ParamDef[],
  stored: Record<string, unknown>,
  values: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(stored)) {
    if (!defs.some((d) => d.name === k)) out[k] = String(v);
  }
  return { ...out, ...toParameters(defs, values) };
}
