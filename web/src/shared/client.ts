import { Client, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { createClient as createWSClient } from 'graphql-ws';
import { cacheExchange, type Cache } from '@urql/exchange-graphcache';
import { healExchange } from './heal';
import { graphql } from '../gql';
import { liveURL } from './live';

/** FavoriteFields is what (un)favoriting a flag changes; the mutations answer only true. */
const FavoriteFields = graphql(`
  fragment FavoriteFields on Feature {
    name
    favorite
  }
`);

/** historyChanged drops a flag's cached history after a change of it, so the history shows the new event. */
function historyChanged(cache: Cache, name: unknown) {
  cache.invalidate('Query', 'featureEvents', { featureName: name as string });
}

/**
 * dependenciesChanged drops what a change of child's dependencies makes stale: its parents, the children
 * of the parent named (when known), and its history.
 */
function dependenciesChanged(cache: Cache, child: unknown, parent?: unknown) {
  cache.invalidate({ __typename: 'Feature', name: child as string }, 'dependencies');
  if (typeof parent === 'string') cache.invalidate({ __typename: 'Feature', name: parent }, 'children');
  historyChanged(cache, child);
}

/** strategiesChanged drops the cached strategy list of one flag environment after one was added, removed or moved. */
function strategiesChanged(cache: Cache, args: Record<string, unknown>) {
  const { projectId, featureName, environment } = args;
  cache.invalidate('Query', 'featureStrategies', { projectId, featureName, environment } as Record<
    string,
    string
  >);
}

/**
 * cache normalises the answers: entities by their key, the rest embedded in their parent. Lists that a
 * mutation changes without returning them are invalidated, so the screens showing them refetch.
 */
export const cache = cacheExchange({
  keys: {
    ContextField: (c) => (c.name as string | undefined) ?? null,
    LegalValue: () => null,
    EventPage: () => null,
    EventEdge: () => null,
    EventPageInfo: () => null,
    EventTag: () => null,
    Feature: (f) => (f.name as string | undefined) ?? null,
    Dependency: () => null,
    FeatureConnection: () => null,
    Environment: (e) => (e.name as string | undefined) ?? null,
    FeatureEnvironment: () => null,
    FeatureTag: () => null,
    Constraint: () => null,
    StrategyVariant: () => null,
    Variant: () => null,
    Payload: () => null,
    Override: () => null,
    // The access screens' types without an id of their own (the screens read them again after each change).
    GroupMember: () => null,
    SignupToken: (t) => (t.id == null ? null : String(t.id as number)),
    ProjectAccess: () => null,
    ProjectUserRole: () => null,
    ProjectGroupRole: () => null,
    CreatedApiToken: () => null,
    CreatedPersonalToken: () => null,
    UiConfig: () => null,
    AddonParameters: () => null,
    TagType: (t) => (t.name as string | undefined) ?? null,
    Tag: () => null,
    StrategyDefinition: (s) => (s.name as string | undefined) ?? null,
    StrategyParameter: () => null,
    ImportValidation: () => null,
    ImportMessage: () => null,
    InstanceInsights: () => null,
    UserCounts: () => null,
    FlagCounts: () => null,
    UserTrend: () => null,
    FlagTrend: () => null,
    ProjectFlagTrend: () => null,
    MetricsSummaryTrend: () => null,
    EnvironmentTypeTrend: () => null,
    FeatureMetrics: () => null,
    FeatureMetricsBucket: () => null,
    // Change requests: the requests and their changes and comments are keyed by id; the rest is embedded
    // (a token's user id is shared by every token).
    ChangeRequestConfig: () => null,
    ChangeRequestFeature: () => null,
    ChangeRequestUser: () => null,
    ChangeRequestReview: () => null,
    ChangeRequestSchedule: () => null,
  },
  updates: {
    Mutation: {
      setChangeRequestConfig(_result, args, cache) {
        cache.invalidate('Query', 'changeRequestConfig', { projectId: args.projectId as string });
      },
      addChanges(_result, args, cache) {
        changeRequestsChanged(cache, args.projectId);
      },
      setChangeRequestState(_result, args, cache) {
        changeRequestsChanged(cache, args.projectId);
      },
      favoriteFeature(_result, args, cache) {
        cache.writeFragment(FavoriteFields, {
          name: args.name as string,
          favorite: true,
        });
      },
      unfavoriteFeature(_result, args, cache) {
        cache.writeFragment(FavoriteFields, {
          name: args.name as string,
          favorite: false,
        });
      },
      setFeatureEnvironmentEnabled(_result, args, cache) {
        historyChanged(cache, args.name);
      },
      updateFeature(_result, args, cache) {
        historyChanged(cache, args.name);
      },
      addFeatureTag(_result, args, cache) {
        cache.invalidate({ __typename: 'Feature', name: args.featureName as string }, 'tags');
        historyChanged(cache, args.featureName);
      },
      removeFeatureTag(_result, args, cache) {
        cache.invalidate({ __typename: 'Feature', name: args.featureName as string }, 'tags');
        historyChanged(cache, args.featureName);
      },
      updateFeatureStrategy(_result, args, cache) {
        historyChanged(cache, args.featureName);
      },
      setStrategySortOrder(_result, args, cache) {
        strategiesChanged(cache, args);
        historyChanged(cache, args.featureName);
      },
      createFeature(_result, args, cache) {
        searchesChanged(cache);
        cache.invalidate({ __typename: 'Project', id: args.projectId as string }, 'featureCount');
      },
      archiveFeature(_result, args, cache) {
        searchesChanged(cache);
        cache.invalidate('Query', 'archivedFeatures', { projectId: args.projectId as string });
        cache.invalidate({ __typename: 'Project', id: args.projectId as string }, 'featureCount');
      },
      reviveFeature(result, _args, cache) {
        const project = (result.reviveFeature as { project?: string } | null)?.project;
        searchesChanged(cache);
        if (!project) return;
        cache.invalidate('Query', 'archivedFeatures', { projectId: project });
        cache.invalidate({ __typename: 'Project', id: project }, 'featureCount');
      },
      importFeatures(_result, _args, cache) {
        searchesChanged(cache);
      },
      importState(_result, _args, cache) {
        searchesChanged(cache);
      },
      addFeatureStrategy(_result, args, cache) {
        strategiesChanged(cache, args);
        historyChanged(cache, args.featureName);
      },
      deleteFeatureStrategy(_result, args, cache) {
        strategiesChanged(cache, args);
        historyChanged(cache, args.featureName);
      },
      addDependency(_result, args, cache) {
        dependenciesChanged(cache, args.child, (args.input as { feature?: unknown }).feature);
      },
      deleteDependency(_result, args, cache) {
        dependenciesChanged(cache, args.child, args.parent);
      },
      deleteDependencies(_result, args, cache) {
        dependenciesChanged(cache, args.child);
      },
    },
  },
});

/** SESSION_LOST is the window event sent when the server says the caller is no longer signed in. */
export const SESSION_LOST = 'flagstone:session-lost';

/** sessionWatch announces an operation refused for want of a session (it expired, or was signed out elsewhere). */
const sessionWatch = mapExchange({
  onError(error) {
    if (error.graphQLErrors.some((e) => e.extensions?.code === 'AuthenticationRequired'))
      window.dispatchEvent(new Event(SESSION_LOST));
  },
});

/**
 * live carries the subscriptions over one WebSocket of this origin (graphql-transport-ws), opened on
 * the first subscription and authenticated by the session cookie; it reconnects after a drop.
 */
function live() {
  const ws = createWSClient({ url: liveURL(window.location), lazy: true, retryAttempts: Infinity });
  return subscriptionExchange({
    forwardSubscription(request) {
      const input = { ...request, query: request.query ?? '' };
      return {
        subscribe(sink) {
          return { unsubscribe: ws.subscribe(input, sink) };
        },
      };
    },
  });
}

/** newClient returns the GraphQL client of the dashboard: same origin, session cookie. */
export function newClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [sessionWatch, healExchange(), cache, fetchExchange, live()],
    fetchOptions: () => ({ credentials: 'same-origin' }),
    requestPolicy: 'cache-and-network',
  });
}

/** changeRequestsChanged makes the lists of a project's change requests read again. */
function changeRequestsChanged(cache: Cache, projectId: unknown) {
  invalidateQueries(cache, 'changeRequests', (args) => args?.projectId === projectId);
}

/**
 * searchesChanged makes every cached flag search read again: a flag that is made, archived or revived
 * enters or leaves lists filtered in ways the cache cannot follow (archived or not, tags, text).
 */
function searchesChanged(cache: Cache) {
  invalidateQueries(cache, 'searchFeatures', () => true);
}

/** invalidateQueries drops the cached Query fields of a name whose arguments match, whatever else they hold. */
function invalidateQueries(
  cache: Cache,
  fieldName: string,
  match: (args: Record<string, unknown> | null | undefined) => boolean,
) {
  for (const f of cache.inspectFields('Query')) {
    if (f.fieldName === fieldName && match(f.arguments)) cache.invalidate('Query', f.fieldKey);
  }
}
