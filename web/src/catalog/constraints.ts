/** The constraint operators by the kind of value they compare (graph/domain/constraints.go). */
export const OPERATORS = {
  multi: ['IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH'],
  num: ['NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE'],
  date: ['DATE_AFTER', 'DATE_BEFORE'],
  semver: ['SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT'],
} as const;

/** OperatorKind is what an operator compares, and so which value editor fits it. */
export type OperatorKind = keyof typeof OPERATORS;

/** operatorKind returns the kind of op. */
export function operatorKind(op: string): OperatorKind {
  for (const kind of Object.keys(OPERATORS) as OperatorKind[]) {
    if ((OPERATORS[kind] as readonly string[]).includes(op)) return kind;
  }
  throw new Error(`unknown operator ${op}`);
}

/** ConstraintDraft is a constraint as a person edits it: values as typed. */
export interface ConstraintDraft {
  contextName: string;
  operator: string;
  /** values is the comma-separated list of the multi-value operators. */
  values: string;
  /** value is the single value of the others (a datetime-local value for dates). */
  value: string;
  inverted: boolean;
  caseInsensitive: boolean;
}

/** newConstraint is the draft a new constraint starts from. */
export function newConstraint(contextName = 'userId'): ConstraintDraft {
  return { contextName, operator: 'IN', values: '', value: '', inverted: false, caseInsensitive: false };
}

/** splitValues turns "a, b,,c" into ["a", "b", "c"]. */
export function splitValues(values: string): string[] {
  return values
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

const semver =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** constraintProblem tells what is wrong with a draft, as the server would refuse it, or null. */
export function constraintProblem(d: ConstraintDraft): string | null {
  if (d.contextName === '') return 'Choose a context field';
  switch (operatorKind(d.operator)) {
    case 'multi':
      return splitValues(d.values).length === 0 ? 'Give at least one value' : null;
    case 'num':
      return d.value.trim() === '' || !Number.isFinite(Number(d.value)) ? 'Give a number' : null;
    case 'date':
      return Number.isNaN(Date.parse(d.value)) ? 'Give a date and time' : null;
    case 'semver':
      return semver.test(d.value.trim()) ? null : 'Give a semantic version, such as 1.2.3';
  }
}

/** toConstraintInput is the draft as the API takes it (dates in RFC 3339, UTC). */
export function toConstraintInput(d: ConstraintDraft) {
  const kind = operatorKind(d.operator);
  return {
    contextName: d.contextName,
    operator: d.operator,
    inverted: d.inverted,
    caseInsensitive: kind === 'multi' && d.caseInsensitive,
    values: kind === 'multi' ? splitValues(d.values) : [],
    value: kind === 'date' ? new Date(d.value).toISOString() : kind === 'multi' ? '' : d.value.trim(),
  };
}

/** describeConstraint says a constraint in words, e.g. "userId IN a, b" or "NOT appVersion SEMVER_GT 1.2.0". */
export function describeConstraint(c: {
  contextName: string;
  operator: string;
  inverted: boolean;
  values: readonly string[];
  value: string;
}): string {
  const what = operatorKind(c.operator) === 'multi' ? c.values.join(', ') : c.value;
  return `${c.inverted ? 'NOT ' : ''}${c.contextName} ${c.operator} ${what}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** localInput turns an RFC 3339 instant into the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
export function localInput(instant: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** fromConstraint is a stored constraint as a draft to edit. */
export function fromConstraint(c: {
  contextName: string;
  operator: string;
  inverted: boolean;
  caseInsensitive: boolean;
  values: readonly string[];
  value: string;
}): ConstraintDraft {
  const kind = operatorKind(c.operator);
  return {
    contextName: c.contextName,
    operator: c.operator,
    inverted: c.inverted,
    caseInsensitive: c.caseInsensitive,
    values: kind === 'multi' ? c.values.join(', ') : '',
    value: kind === 'date' ? localInput(c.value) : kind === 'multi' ? '' : c.value,
  };
}
