import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { graphql } from '../gql';
import type { EventLogQuery } from '../gql/graphql';
import { Changes } from './Changes';
import { LoadError, Loading } from '../shared/states';
import { matchesFilter, noFilter, toEventFilter, type EventFilterDraft } from './filter';

/** EventRow is one event as the log shows it. */
type EventRow = EventLogQuery['events']['edges'][number]['node'];

const EventsQuery = graphql(`
  query EventLog($filter: EventFilter, $first: Int, $after: String) {
    events(filter: $filter, first: $first, after: $after) {
      totalEvents
      edges {
        cursor
        node {
          id
          createdAt
          type
          createdBy
          project
          featureName
          environment
          data
          preData
          tags {
            type
            value
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const EventAdded = graphql(`
  subscription EventLogLive($project: String, $feature: String) {
    eventAdded(project: $project, feature: $feature) {
      id
      createdAt
      type
      createdBy
      project
      featureName
      environment
      data
      preData
      tags {
        type
        value
      }
    }
  }
`);

const EventLogOptions = graphql(`
  query EventLogOptions {
    projects {
      id
      name
    }
    eventTypes
  }
`);

/** pageSize is how many events each scroll step reads. */
const pageSize = 50;

/** EventLog searches the audit log, newest first, reading older pages as one scrolls; new events arrive on top. */
export default function EventLog() {
  const [draft, setDraft] = useState<EventFilterDraft>(noFilter);
  const [filter, setFilter] = useState<EventFilterDraft>(noFilter);
  const [options] = useQuery({ query: EventLogOptions });
  const ids = useId();
  const set = (over: Partial<EventFilterDraft>) => setDraft((d) => ({ ...d, ...over }));

  return (
    <>
      <h1>Event log</h1>
      <form
        role="search"
        aria-label="Search the events"
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
        }}
      >
        <label htmlFor={`${ids}-q`}>Search text</label>
        <input
          id={`${ids}-q`}
          type="search"
          value={draft.query}
          onChange={(e) => set({ query: e.target.value })}
        />
        <label htmlFor={`${ids}-type`}>Event type</label>
        <select id={`${ids}-type`} value={draft.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">any</option>
          {options.data?.eventTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label htmlFor={`${ids}-project`}>Project</label>
        <select
          id={`${ids}-project`}
          value={draft.project}
          onChange={(e) => set({ project: e.target.value })}
        >
          <option value="">any</option>
          {options.data?.projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-feature`}>Flag name</label>
        <input
          id={`${ids}-feature`}
          value={draft.feature}
          onChange={(e) => set({ feature: e.target.value })}
        />
        <button type="submit">Search</button>
        <button
          type="button"
          onClick={() => {
            setDraft(noFilter);
            setFilter(noFilter);
          }}
        >
          Clear
        </button>
      </form>
      <Results key={JSON.stringify(filter)} filter={filter} />
    </>
  );
}

/** Results shows the events of one search: the live ones first, then page after page. */
function Results({ filter }: { filter: EventFilterDraft }) {
  const vars = toEventFilter(filter);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [newest, setNewest] = useState<number | null>(null);
  const [live] = useSubscription(
    { query: EventAdded, variables: { project: vars.project, feature: vars.feature } },
    (prev: EventRow[] = [], data) => {
      const e = data.eventAdded as EventRow;
      return matchesFilter(e, vars) ? [e, ...prev] : prev;
    },
  );
  const fresh = (live.data ?? []).filter((e) => newest === null || e.id > newest);
  return (
    <>
      {fresh.length > 0 && (
        <ol className="events" aria-label="New events">
          {fresh.map((e) => (
            <EventItem key={e.id} event={e} />
          ))}
        </ol>
      )}
      <ol className="events" aria-label="Events">
        {cursors.map((after, i) => (
          <Page
            key={after ?? ''}
            filter={vars}
            after={after}
            last={i === cursors.length - 1}
            onNewest={i === 0 ? setNewest : undefined}
            onMore={(c) => setCursors((cs) => (cs.includes(c) ? cs : [...cs, c]))}
          />
        ))}
      </ol>
    </>
  );
}

function Page(props: {
  filter: Partial<EventFilterDraft>;
  after: string | null;
  last: boolean;
  onNewest?: (id: number) => void;
  onMore: (cursor: string) => void;
}) {
  const { filter, after, last, onNewest, onMore } = props;
  const [res, refetch] = useQuery({
    query: EventsQuery,
    variables: { filter, first: pageSize, after },
    requestPolicy: 'network-only',
  });
  const page = res.data?.events;
  const top = page?.edges[0]?.node;
  useEffect(() => {
    if (onNewest) onNewest(top?.id ?? 0);
  }, [onNewest, top?.id]);

  if (res.fetching && !page)
    return (
      <li>
        <Loading what="events" />
      </li>
    );
  if (res.error)
    return (
      <li>
        <LoadError error={res.error} refetch={refetch} />
      </li>
    );
  if (!page) return null;
  return (
    <>
      {after === null && page.edges.length === 0 && <li className="muted">No events match this search.</li>}
      {after === null && page.edges.length > 0 && (
        <li className="muted">
          {page.totalEvents} {page.totalEvents === 1 ? 'event matches' : 'events match'}, newest first.
        </li>
      )}
      {page.edges.map((e) => (
        <EventItem key={e.cursor} event={e.node} />
      ))}
      {last && page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
        <More onMore={() => onMore(page.pageInfo.endCursor as string)} />
      )}
    </>
  );
}

/** More reads the next page when it scrolls into view, or when its button is pressed. */
function More({ onMore }: { onMore: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  return (
    <li ref={ref}>
      <button type="button" onClick={onMore}>
        Older events
      </button>
    </li>
  );
}

/** EventItem is one event: a summary line that opens to its changes and its data. */
function EventItem({ event: e }: { event: EventRow }) {
  return (
    <li>
      <details>
        <summary>
          <strong>{e.type}</strong>
          {e.project && <span className="badge">{e.project}</span>}
          {e.featureName && <span className="badge">{e.featureName}</span>}
          {e.environment && <span className="badge">{e.environment}</span>} by {e.createdBy},{' '}
          <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
        </summary>
        <Changes type={e.type} before={e.preData} after={e.data} />
        {e.tags.length > 0 && <p>Tags: {e.tags.map((t) => `${t.type}:${t.value}`).join(', ')}</p>}
        <pre className="event-data">{JSON.stringify({ data: e.data, preData: e.preData }, null, 2)}</pre>
      </details>
    </li>
  );
}
