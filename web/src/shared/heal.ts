import { makeOperation, mapExchange, type Exchange, type OperationResult } from 'urql';

/** stuck reports whether a query's result carries neither data nor an error while no newer one is coming. */
export function stuck(result: OperationResult): boolean {
  return result.operation.kind === 'query' && result.data == null && !result.error && !result.stale;
}

/**
 * healExchange asks the server again, at most max times in a row, for a query whose result comes out of
 * the cache with neither data nor an error. The normalised cache answers so when a mutation invalidated
 * a list while a refetch of it was in flight (a live event's): the refetch's answer lands below the
 * invalidation, and the cache, guarding against loops, sends no request of its own. Without this, the
 * screen showed nothing until it was opened again. It sits in front of the cache exchange, so it sees
 * what the screens see.
 */
export function healExchange(max = 3): Exchange {
  return (input) => {
    const tries = new Map<number, number>();
    return mapExchange({
      onResult(result) {
        const op = result.operation;
        if (!stuck(result)) {
          tries.delete(op.key);
          return;
        }
        const n = tries.get(op.key) ?? 0;
        if (n >= max) return;
        tries.set(op.key, n + 1);
        input.client.reexecuteOperation(
          makeOperation('query', op, { ...op.context, requestPolicy: 'network-only' }),
        );
      },
    })(input);
  };
}
