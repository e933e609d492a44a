/**
 * parseProperties reads the playground's custom context fields, written `name=value` and separated by commas,
 * into an object; an entry without a name or without `=` is an error naming it.
 */
export function parseProperties(text: string): { properties: Record<string, string> } | { error: string } {
  const properties: Record<string, string> = {};
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    const name = eq > 0 ? entry.slice(0, eq).trim() : '';
    if (!name) return { error: `"${entry}" is not name=value` };
    properties[name] = entry.slice(eq + 1).trim();
  }
  return { properties };
}
