import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Client, getOperationName, Provider, type Exchange, type OperationResult } from 'urql';
import { delay, filter, map, merge, pipe, share } from 'wonka';
import { FeedbackProvider } from '../shared/feedback';
import FlagDependencies, { parentPause } from './FlagDependencies';

/** flags are the project's flags; child is the flag whose page is open. */
const flags = ['child', 'other', 'parent-a', 'parent-b'];

/**
 * server is a stand-in for the network: it records the name each ParentSearch asks for (null for none)
 * and answers it with the flags whose name holds that, after latency ms. urql's useQuery sends a new
 * query twice in a row (once to read an answer given at once, then for good): a repeat of the last
 * query is recorded once.
 */
function server(searches: (string | null)[], latency: number): Exchange {
  return ({ forward }) =>
    (ops$) => {
      const shared = pipe(ops$, share);
      let last = 0;
      const answers = pipe(
        shared,
        filter((op) => op.kind === 'query' && getOperationName(op.query) === 'ParentSearch'),
        map((op): OperationResult => {
          const q = (op.variables as { filter: { query: string | null } }).filter.query;
          if (op.key !== last) searches.push(q);
          last = op.key;
          const nodes = flags
            .filter((f) => q === null || f.includes(q))
            .map((name) => ({ name, dependencies: [] }));
          return {
            operation: op,
            data: { searchFeatures: { totalCount: nodes.length, nodes } },
            stale: false,
            hasNext: false,
          };
        }),
        latency > 0 ? delay(latency) : (results) => results,
      );
      return merge([
        answers,
        forward(
          pipe(
            shared,
            filter((op) => op.kind !== 'query'),
          ),
        ),
      ]);
    };
}

/** open renders the dependencies of child, able to add one, and returns the searches the server saw. */
function open(latency = 0) {
  const searches: (string | null)[] = [];
  const client = new Client({ url: '/graphql', exchanges: [server(searches, latency)] });
  render(
    <Provider value={client}>
      <FeedbackProvider>
        <FlagDependencies
          projectId="default"
          flag="child"
          dependencies={[]}
          dependents={[]}
          readOnly={false}
        />
      </FeedbackProvider>
    </Provider>,
  );
  return searches;
}

/** offered are the parent flags the picker offers, after its first option (which says how many). */
function offered() {
  const options = [...screen.getByLabelText<HTMLSelectElement>('Parent flag').options].map((o) => o.text);
  return { label: options[0], names: options.slice(1) };
}

/** wait lets ms pass on the fake clock. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

/**
 * typeIn types text at the end of the search box a key at a time, with no time between the keys (the
 * user-event library waits on timers of its own, which the fake clock would hold).
 */
function typeIn(text: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Find a parent flag');
  for (const key of text) fireEvent.change(input, { target: { value: input.value + key } });
}

/** clearSearch empties the search box. */
function clearSearch() {
  fireEvent.change(screen.getByLabelText('Find a parent flag'), { target: { value: '' } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the parent search', () => {
  it('asks once when typing pauses, for what was typed last', async () => {
    const searches = open();
    await wait(0);
    expect(searches).toEqual([null]);
    expect(offered()).toEqual({ label: 'choose one of 3', names: ['other', 'parent-a', 'parent-b'] });

    typeIn('parent-b');
    await wait(parentPause - 1);
    expect(searches).toEqual([null]); // eight keys, no query yet
    await wait(1);
    expect(searches).toEqual([null, 'parent-b']);
    expect(offered()).toEqual({ label: 'choose one of 1', names: ['parent-b'] });
  });

  it('asks again after each pause, and shows the answer for the last one when answers are slow', async () => {
    const searches = open(400);
    await wait(400);

    typeIn('par');
    await wait(parentPause);
    expect(searches).toEqual([null, 'par']);
    typeIn('ent-a'); // before the answer for "par" arrives
    await wait(parentPause);
    expect(searches).toEqual([null, 'par', 'parent-a']);
    await wait(400);
    expect(offered()).toEqual({ label: 'choose one of 1', names: ['parent-a'] });
  });

  it('says no flag matches only once the answer for what was typed is in', async () => {
    open();
    await wait(0);

    typeIn('zz');
    await wait(parentPause);
    expect(offered()).toEqual({ label: 'no flag matches', names: [] });
    clearSearch();
    typeIn('p');
    expect(offered()).toEqual({ label: 'searching…', names: [] });
    await wait(parentPause);
    expect(offered()).toEqual({ label: 'choose one of 2', names: ['parent-a', 'parent-b'] });
  });
});
