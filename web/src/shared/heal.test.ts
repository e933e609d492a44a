import { describe, expect, it } from 'vitest';
import { Client, createRequest, type Exchange, type OperationResult } from 'urql';
import { filter, map, merge, pipe, share, subscribe } from 'wonka';
import { healExchange } from './heal';

// A plain string, not a gql tag: the operation generator would check it against the schema.
const Query = 'query HealProbe { probe }';

/** answering is a stand-in for the cache and the network: the nth request of a query gets answers[n]. */
function answering(answers: Partial<OperationResult>[], seen: string[]): Exchange {
  return ({ forward }) =>
    (ops$) => {
      const shared = pipe(ops$, share);
      const results = pipe(
        shared,
        filter((op) => op.kind === 'query'),
        map((op): OperationResult => {
          seen.push(op.context.requestPolicy);
          const a = answers[Math.min(seen.length - 1, answers.length - 1)];
          return { operation: op, data: a?.data, error: a?.error, stale: a?.stale ?? false, hasNext: false };
        }),
      );
      return merge([
        results,
        forward(
          pipe(
            shared,
            filter((op) => op.kind !== 'query'),
          ),
        ),
      ]);
    };
}

/** run subscribes to Query and returns the policies of the requests made and the data seen last. */
async function run(answers: Partial<OperationResult>[]) {
  const seen: string[] = [];
  const client = new Client({
    url: '/graphql',
    exchanges: [healExchange(2), answering(answers, seen)],
  });
  let last: unknown = 'nothing';
  const { unsubscribe } = pipe(
    client.executeQuery(createRequest(Query, {})),
    subscribe((r: OperationResult) => {
      last = r.data;
    }),
  );
  await new Promise((r) => setTimeout(r, 20));
  unsubscribe();
  return { seen, last };
}

describe('healExchange', () => {
  it.each([
    {
      name: 'data: asks once',
      answers: [{ data: { featureStrategies: [] } }],
      want: ['cache-first'],
      last: { featureStrategies: [] },
    },
    {
      name: 'stuck, then data: asks the server again',
      answers: [{ data: null }, { data: { featureStrategies: [{ id: '1' }] } }],
      want: ['cache-first', 'network-only'],
      last: { featureStrategies: [{ id: '1' }] },
    },
    {
      name: 'an error: not asked again',
      answers: [{ data: null, error: new Error('no') as never }],
      want: ['cache-first'],
      last: null,
    },
    {
      name: 'stale: a newer result is coming, not asked again',
      answers: [{ data: null, stale: true }],
      want: ['cache-first'],
      last: null,
    },
    {
      name: 'stuck for good: asked at most twice more',
      answers: [{ data: null }],
      want: ['cache-first', 'network-only', 'network-only'],
      last: null,
    },
  ])('$name', async ({ answers, want, last }) => {
    const got = await run(answers);
    expect(got.seen).toEqual(want);
    expect(got.last ?? null).toEqual(last);
  });
});
