import { useQuery } from 'urql';
import { graphql } from '../gql';
import { useLiveRefresh } from '../shared/live';
import { LoadError, Loading } from '../shared/states';
import { Changes } from '../events/Changes';

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
      {res.error && <LoadError error={res.error} refetch={refetch} />}
      {res.data && res.data.featureEvents.events.length === 0 && <p className="muted">No events yet.</p>}
      {res.data && res.data.featureEvents.events.length > 0 && (
        <>
          <p className="muted">
            The newest {res.data.featureEvents.events.length} of {res.data.featureEvents.totalEvents} events.
          </p>
          <ol className="events">
            {res.data.featureEvents.events.map((e) => {
              return (
                <li key={e.id}>
                  <div>
                    <strong>{e.type}</strong>
                    {e.environment && <span className="badge">{e.environment}</span>} by {e.createdBy},{' '}
                    <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                  </div>
                  <Changes type={e.type} before={e.preData} after={e.data} />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
