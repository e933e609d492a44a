/** Logic of the admin screens that is worth testing on its own: searching, expiries, dates. */

/** UserLike is what a user search looks at. */
export interface UserLike {
  name?: string | null;
  email?: string | null;
  username?: string | null;
}

/** hasEveryWord reports whether every word of query appears in hay, in any case. */
export function hasEveryWord(hay: string, query: string): boolean {
  const lower = hay.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => lower.includes(word));
}

/** matchesUser reports whether every word of query appears in the user's name, email or username. */
export function matchesUser(user: UserLike, query: string): boolean {
  return hasEveryWord([user.name, user.email, user.username].filter(Boolean).join(' '), query);
}

/** userLabel is how a user is named on screen: name, else email, else username, else its id. */
export function userLabel(user: UserLike & { id: number }): string {
  return user.name || user.email || user.username || `User ${user.id}`;
}

const dayMillis = 24 * 60 * 60 * 1000;

/** expiryAfterDays is the RFC 3339 instant days after now; 0 days means no expiry (null). */
export function expiryAfterDays(days: number, now: Date = new Date()): string | null {
  if (days <= 0) return null;
  return new Date(now.getTime() + days * dayMillis).toISOString();
}

/** expiryChoices are the expiries the token and invite forms offer, in days (0: never). */
export const expiryChoices: readonly { days: number; label: string }[] = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 0, label: 'Never' },
];

/** when shows an instant for people, or what its absence means. */
export function when(iso: string | null | undefined, absent = 'never'): string {
  if (!iso) return absent;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return absent;
  return d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/** isExpired reports whether an instant has passed. */
export function isExpired(iso: string | null | undefined, now: Date = new Date()): boolean {
  return !!iso && new Date(iso).getTime() <= now.getTime();
}

/** splitList reads a comma-separated field into its trimmed, non-empty, distinct items. */
export function splitList(v: string): string[] {
  return [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** TokenType is a kind of API token. */
export type TokenType = 'client' | 'frontend' | 'admin';

/**
 * tokenScopeInput is the scope part of a new API token: admin tokens reach everything, so
 * they take no projects or environment; the others read the chosen projects (all when none).
 */
export function tokenScopeInput(
  type: TokenType,
  projects: readonly string[],
  environment: string,
): { projects?: string[]; environment?: string } {
  if (type === 'admin') return {};
  return { projects: projects.length ? [...projects] : ['*'], environment };
}

/** Choice is one option of a group of checkboxes: the value sent to the server and the words shown. */
export interface Choice {
  value: string;
  label: string;
}

/** shownChoices are the choices whose label or value holds every word of query, in any case. */
export function shownChoices(choices: readonly Choice[], query: string): Choice[] {
  return choices.filter((c) => hasEveryWord(`${c.label} ${c.value}`, query));
}

/**
 * chooseAmong turns values on or off in chosen and gives the values chosen in the order of
 * choices (a value that is no longer a choice is dropped), so what is sent reads as the list does.
 */
export function chooseAmong(
  choices: readonly Choice[],
  chosen: readonly string[],
  values: readonly string[],
  on: boolean,
): string[] {
  const set = new Set(chosen);
  for (const v of values) {
    if (on) set.add(v);
    else set.delete(v);
  }
  return choices.filter((c) => set.has(c.value)).map((c) => c.value);
}

/**
 * chosenSummary says what a group of checkboxes holds: none's words when nothing is chosen, the
 * labels of up to five chosen, else their count; with hidden, how many of them a filter hides.
 */
export function chosenSummary(
  choices: readonly Choice[],
  chosen: readonly string[],
  none: string,
  hidden = 0,
): string {
  if (chosen.length === 0) return none;
  const labels = chosen.map((v) => choices.find((c) => c.value === v)?.label ?? v);
  const what = labels.length <= 5 ? `Chosen: ${labels.join(', ')}` : `${labels.length} chosen`;
  return hidden > 0 ? `${what} (${hidden} hidden by the filter)` : what;
}
