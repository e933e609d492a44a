import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { graphql } from '../gql';
import { fromServer, type Refetch } from './states';

/** LiveEvents follows the events of one project as they are recorded, on any server node. */
const LiveEvents = graphql(`
  subscription LiveEvents($project: String) {
    eventAdded(project: $project) {
      id
      type
      featureName
    }
  }
`);

/** liveURL is the WebSocket address of the GraphQL endpoint of this origin. */
export function liveURL(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * useLiveRefresh runs a query again from the server (its refetch) when an event of the project (of the
 * feature, when given) is recorded, so a change made elsewhere shows here within a second. The screens
 * of one project share one subscription (urql shares identical operations).
 */
export function useLiveRefresh(project: string, feature: string | null, refetch: Refetch) {
  const latest = useRef(fromServer(refetch));
  useEffect(() => {
    latest.current = fromServer(refetch);
  }, [refetch]);
  const [res] = useSubscription({ query: LiveEvents, variables: { project } });
  const event = res.data?.eventAdded;
  useEffect(() => {
    if (event && (feature === null || event.featureName === feature)) latest.current();
  }, [event, feature]);
}
