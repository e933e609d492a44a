import { Client, fetchExchange } from 'urql';
import { cacheExchange } from '@urql/exchange-graphcache';
import { csrfHeaders } from './csrf';

/**
 * cache normalises the answers: entities by their key, the rest embedded in their parent. Lists that a
 * mutation changes without returning them are invalidated, so the screens showing them refetch.
 */
export const cache = cacheExchange({
  keys: {
    Feature: (f) => (f.name as string | undefined) ?? null,
    Environment: (e) => (e.name as string | undefined) ?? null,
    FeatureEnvironment: () => null,
    FeatureTag: () => null,
    Constraint: () => null,
    StrategyVariant: () => null,
    Variant: () => null,
    Payload: () => null,
    Override: () => null,
  },
  updates: {
    Mutation: {
      createFeature(_result, args, cache) {
        cache.invalidate('Query', 'features', { projectId: args.projectId as string });
        cache.invalidate({ __typename: 'Project', id: args.projectId as string }, 'featureCount');
      },
      archiveFeature(_result, args, cache) {
        cache.invalidate('Query', 'features', { projectId: args.projectId as string });
        cache.invalidate({ __typename: 'Project', id: args.projectId as string }, 'featureCount');
      },
      addFeatureStrategy(_result, args, cache) {
        cache.invalidate({ __typename: 'Feature', name: args.featureName as string });
      },
      deleteFeatureStrategy(_result, args, cache) {
        cache.invalidate({ __typename: 'Feature', name: args.featureName as string });
      },
    },
  },
});

/** newClient returns the GraphQL client of the dashboard: same origin, session cookie, CSRF header. */
export function newClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cache, fetchExchange],
    fetchOptions: () => ({ credentials: 'same-origin', headers: csrfHeaders }),
    requestPolicy: 'cache-and-network',
  });
}
