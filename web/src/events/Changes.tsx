import { diff, show } from '../shared/diff';

/** Changes shows what an event changed, field by field (preData → data); nothing when it changed nothing. */
export function Changes({ type, before, after }: { type: string; before: unknown; after: unknown }) {
  const changes = diff(before, after);
  if (changes.length === 0) return null;
  return (
    <table className="changes">
      <caption className="sr-only">What {type} changed</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <td>
              <code>{c.path}</code>
            </td>
            <td>
              <code>{show(c.before)}</code>
            </td>
            <td>
              <code>{show(c.after)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
