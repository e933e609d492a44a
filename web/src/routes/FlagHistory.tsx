import { useQuery } from 'urql';
import { diff, show } from '../diff';
import { graphql } from '../gql';
import { useLiveRefresh } from '../live';
import { LoadError, Loading } from '../states';

const FlagHistoryQuery = graphql(`
  query FlagHistory($name: String!) {
    featureEvents(featureName: $name) {
      totalEvents
      events {
        id
        createdAt
        type
        createdBy
        environment
        data
        preData
      }
    }
  }
`);

/** FlagHistory lists a flag's newest events, each with what it changed (preData → data). */
export function FlagHistory({ projectId, name }: { projectId: string; name: string }) {
  const [res, refetch] = useQuery({ query: FlagHistoryQuery, variables: { name } });
  useLiveRefresh(projectId, name, refetch);
  return (
    <section aria-labelledby="history" className="history">
      <h2 id="history">History</h2>
      {res.fetching && !res.data && <Loading what="the history" />}
      {res.error && <LoadError error={res.error} retry={() => refetch({ requestPolicy: 'network-only' })} />}
      {res.data && res.data.featureEvents.events.length === 0 && <p className="muted">No events yet.</p>}
      {res.data && res.data.featureEvents.events.length > 0 && (
        <>
          <p className="muted">
            The newest {res.data.featureEvents.events.length} of {res.data.featureEvents.totalEvents} events.
          </p>
          <ol className="events">
            {res.data.featureEvents.events.map((e) => {
              const changes = diff(e.preData, e.data);
              return (
                <li key={e.id}>
                  <div>
                    <strong>{e.type}</strong>
                    {e.environment && <span className="badge">{e.environment}</span>} by {e.createdBy},{' '}
                    <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                  </div>
                  {changes.length > 0 && (
                    <table className="changes">
                      <caption className="sr-only">What {e.type} changed</caption>
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
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
