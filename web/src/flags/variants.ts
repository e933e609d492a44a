/** Variant weights are out of 1000 (graph/domain/catalog/variants.go); people edit them as percents. */
export const TOTAL_WEIGHT = 1000;

/** The payload types the server accepts. */
export const PAYLOAD_TYPES = ['string', 'json', 'csv', 'number'] as const;

/** VariantDraft is a strategy variant as a person edits it: the weight as a typed percent. */
export interface VariantDraft {
  name: string;
  /** fix keeps the weight given; variable shares what the fix ones leave. */
  weightType: 'variable' | 'fix';
  /** percent is the typed weight of a fix variant, e.g. "25" or "12.5". */
  percent: string;
  stickiness: string;
  /** payloadType is '' for no payload. */
  payloadType: '' | (typeof PAYLOAD_TYPES)[number];
  payload: string;
  /** overrides are a feature variant's, one row each; none for strategy variants. */
  overrides: Override[];
  /** stored tells a variant read from the server from one just added (removing it needs no confirmation). */
  stored: boolean;
}

/** newVariant is the draft a new variant starts from. */
export function newVariant(name = ''): VariantDraft {
  return {
    name,
    weightType: 'variable',
    percent: '',
    stickiness: 'default',
    payloadType: '',
    payload: '',
    overrides: [],
    stored: false,
  };
}

/** fromVariant turns a stored variant into a draft. */
export function fromVariant(v: {
  name: string;
  weight: number;
  weightType: string;
  stickiness: string;
  payload?: { type: string; value: string } | null;
  overrides?: readonly Override[];
}): VariantDraft {
  const payloadType = (PAYLOAD_TYPES as readonly string[]).includes(v.payload?.type ?? '')
    ? (v.payload?.type as VariantDraft['payloadType'])
    : '';
  return {
    name: v.name,
    weightType: v.weightType === 'fix' ? 'fix' : 'variable',
    percent: String(v.weight / 10),
    stickiness: v.stickiness,
    payloadType,
    payload: payloadType ? (v.payload?.value ?? '') : '',
    overrides: (v.overrides ?? []).map((o) => ({ contextName: o.contextName, values: [...o.values] })),
    stored: true,
  };
}

/** weightOf returns the typed percent of a fix draft as a weight out of 1000, or NaN. */
function weightOf(d: VariantDraft): number {
  const p = d.percent.trim();
  if (p === '' || !/^\d+(\.\d)?$/.test(p)) return NaN;
  return Math.round(Number(p) * 10);
}

/** variantProblem tells what is wrong with one draft among all, as the server would refuse it, or null. */
export function variantProblem(d: VariantDraft, all: readonly VariantDraft[]): string | null {
  const name = d.name.trim();
  if (name === '') return 'Give the variant a name';
  if (all.filter((o) => o.name.trim() === name).length > 1) return `Another variant is named ${name}`;
  if (d.weightType === 'fix') {
    const w = weightOf(d);
    if (Number.isNaN(w) || w > TOTAL_WEIGHT) return 'Give a weight between 0 and 100%, e.g. 12.5';
  }
  if (d.payloadType === 'json') {
    try {
      JSON.parse(d.payload);
    } catch {
      return 'The payload is not valid JSON';
    }
  }
  if (d.payloadType === 'number' && (d.payload.trim() === '' || !Number.isFinite(Number(d.payload))))
    return 'The payload is not a number';
  return overridesProblem(d.overrides);
}

/**
 * weights returns the weight each draft gets, as the server computes it: fix ones keep theirs, variable
 * ones share what is left, the first ones getting one more while the division leaves a remainder.
 * It returns a problem instead when the fix weights cannot add up to 1000.
 */
export function weights(all: readonly VariantDraft[]): number[] | string {
  if (all.length === 0) return [];
  const fixed = all.filter((d) => d.weightType === 'fix').reduce((s, d) => s + (weightOf(d) || 0), 0);
  const variable = all.filter((d) => d.weightType !== 'fix').length;
  const left = TOTAL_WEIGHT - fixed;
  if (left < 0) return `The fixed weights add up to ${fixed / 10}%, more than 100%`;
  if (variable === 0 && left !== 0) return `The fixed weights add up to ${fixed / 10}%; they must make 100%`;
  let extra = variable ? left % variable : 0;
  const share = variable ? Math.floor(left / variable) : 0;
  return all.map((d) => {
    if (d.weightType === 'fix') return weightOf(d) || 0;
    if (extra > 0) {
      extra--;
      return share + 1;
    }
    return share;
  });
}

/** variantsProblem is the first problem of a list of drafts, or null. */
export function variantsProblem(all: readonly VariantDraft[]): string | null {
  for (const d of all) {
    const p = variantProblem(d, all);
    if (p) return `${d.name.trim() || 'A variant'}: ${p}`;
  }
  const w = weights(all);
  return typeof w === 'string' ? w : null;
}

/** toStrategyVariantInput turns a valid draft into what the API takes. */
export function toStrategyVariantInput(d: VariantDraft) {
  return {
    name: d.name.trim(),
    weight: d.weightType === 'fix' ? weightOf(d) : 0,
    weightType: d.weightType,
    stickiness: d.stickiness || 'default',
    payload: d.payloadType ? { type: d.payloadType, value: d.payload } : null,
  };
}

/** describeVariant says in words what a stored variant hands out. */
export function describeVariant(v: {
  name: string;
  weight: number;
  weightType: string;
  stickiness: string;
  payload?: { type: string; value: string } | null;
}): string {
  const parts = [`${v.name}: ${v.weight / 10}%${v.weightType === 'fix' ? ' (fixed)' : ''}`];
  if (v.stickiness !== 'default') parts.push(`stickiness: ${v.stickiness}`);
  if (v.payload) parts.push(`${v.payload.type} payload ${v.payload.value}`);
  return parts.join(', ');
}

/** Override is a context field and the values that always get a feature variant. */
export interface Override {
  contextName: string;
  values: string[];
}

/** newOverride is the row an added override starts from: the first context field not overridden yet. */
export function newOverride(fields: readonly string[], taken: readonly Override[]): Override {
  const used = new Set(taken.map((o) => o.contextName));
  return { contextName: fields.find((f) => !used.has(f)) ?? fields[0] ?? '', values: [] };
}

/**
 * withValues adds what a person typed to an override's values: comma-separated values, trimmed, each
 * once, in the order given.
 */
export function withValues(values: readonly string[], typed: string): string[] {
  const out = [...values];
  for (const v of typed.split(',').map((x) => x.trim())) if (v !== '' && !out.includes(v)) out.push(v);
  return out;
}

/** overridesProblem tells what is wrong with a variant's overrides, as the server would refuse them, or null. */
export function overridesProblem(os: readonly Override[]): string | null {
  for (const [i, o] of os.entries()) {
    if (o.contextName.trim() === '') return `Override ${i + 1}: choose a context field`;
    if (o.values.length === 0) return `Override ${i + 1}: add a value for ${o.contextName}`;
    if (os.findIndex((x) => x.contextName === o.contextName) !== i)
      return `${o.contextName} is overridden twice; put its values in one override`;
  }
  return null;
}

/** formatOverrides says in words which values of which context fields always get a variant. */
export function formatOverrides(os: readonly Override[]): string {
  return os.map((o) => `${o.contextName}=${o.values.join(',')}`).join('; ');
}

/** toVariantInput turns a valid draft into a feature variant as the API takes it. */
export function toVariantInput(d: VariantDraft) {
  return {
    ...toStrategyVariantInput(d),
    overrides: d.overrides.map((o) => ({ contextName: o.contextName, values: [...o.values] })),
  };
}
