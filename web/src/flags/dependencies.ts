/** Dependency is what a flag needs of a parent flag, as the API gives it. */
export interface Dependency {
  feature: string;
  enabled: boolean;
  variants: readonly string[];
}

/** describeDependency says in words what a flag needs of its parent. */
export function describeDependency(d: Dependency): string {
  if (!d.enabled) return `${d.feature} must be disabled`;
  if (d.variants.length === 0) return `${d.feature} must be enabled`;
  return `${d.feature} must be enabled with variant ${d.variants.join(' or ')}`;
}

/**
 * parentCandidates are the flags that child may depend on, by name, as graph/domain/flags refuses the
 * others: not child itself and not a flag that has a parent of its own (dependencies are one level deep).
 */
export function parentCandidates(
  flags: readonly { name: string; dependencies: readonly unknown[] }[],
  child: string,
): string[] {
  return flags
    .filter((f) => f.name !== child && f.dependencies.length === 0)
    .map((f) => f.name)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * parentVariants are the variant names a parent can hand out, in any environment: its feature variants
 * and its strategies' variants (a strategy's variant wins over the feature's when the flag is evaluated).
 */
export function parentVariants(
  environments: readonly {
    variants: readonly { name: string }[];
    strategies: readonly { variants: readonly { name: string }[] }[];
  }[],
): string[] {
  const names = new Set<string>();
  for (const e of environments) {
    for (const v of e.variants) names.add(v.name);
    for (const s of e.strategies) for (const v of s.variants) names.add(v.name);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** toDependencyInput is the dependency as addDependency takes it: variants only when the parent must be enabled. */
export function toDependencyInput(parent: string, enabled: boolean, variants: readonly string[]) {
  return { feature: parent, enabled, variants: enabled ? [...variants] : [] };
}
