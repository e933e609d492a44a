import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequest, type OperationResult } from 'urql';
import { pipe, subscribe } from 'wonka';
import { newClient } from './client';

// Plain strings, not gql tags: the operation generator would check them against the schema.
const Search = `query Search($filter: FeatureSearchInput!) {
  searchFeatures(filter: $filter) { totalCount hasNextPage nodes { name archived } }
}`;

const mutations: Record<string, { query: string; answer: Record<string, unknown> }> = {
  archiveFeature: {
    query:
      'mutation Archive($projectId: String!, $name: String!) { archiveFeature(projectId: $projectId, name: $name) { name archived } }',
    answer: { archiveFeature: { __typename: 'Feature', name: 'a', archived: true } },
  },
  reviveFeature: {
    query:
      'mutation Revive($projectId: String!, $name: String!) { reviveFeature(projectId: $projectId, name: $name) { name archived project } }',
    answer: { reviveFeature: { __typename: 'Feature', name: 'a', archived: false, project: 'default' } },
  },
  createFeature: {
    query:
      'mutation Create($projectId: String!, $name: String!) { createFeature(projectId: $projectId, input: { name: $name }) { name } }',
    answer: { createFeature: { __typename: 'Feature', name: 'a' } },
  },
  importFeatures: {
    query: 'mutation Import { importFeatures(document: {}) }',
    answer: { importFeatures: true },
  },
};

/** server answers the search with one flag, a, and each mutation with its answer; searches counts the searches. */
function server() {
  const counts = { searches: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // urql sends short queries as GET, with the query in the address.
      const query =
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as { query: string }).query
          : (new URL(url, 'http://localhost').searchParams.get('query') ?? '');
      let data: unknown;
      if (query.includes('searchFeatures')) {
        counts.searches++;
        data = {
          searchFeatures: {
            __typename: 'FeatureConnection',
            totalCount: 1,
            hasNextPage: false,
            nodes: [{ __typename: 'Feature', name: 'a', archived: false }],
          },
        };
      } else {
        data = Object.entries(mutations).find(([field]) => query.includes(`${field}(`))?.[1].answer;
      }
      return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return counts;
}

const settle = () => new Promise((r) => setTimeout(r, 30));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cache after a flag enters or leaves lists', () => {
  it.each(Object.entries(mutations))('%s makes a shown flag search read again', async (_name, m) => {
    const counts = server();
    const client = newClient();
    const shown: OperationResult[] = [];
    const { unsubscribe } = pipe(
      client.executeQuery(createRequest(Search, { filter: { project: 'default', archived: false } })),
      subscribe((r: OperationResult) => shown.push(r)),
    );
    await settle();
    expect(counts.searches).toBe(1);

    const result = await client.mutation(m.query, { projectId: 'default', name: 'a' }).toPromise();
    expect(result.error).toBeUndefined();
    await settle();
    unsubscribe();
    expect(counts.searches).toBe(2);
  });
});
