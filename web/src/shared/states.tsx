import type { CombinedError, OperationContext } from 'urql';
import { errorMessage } from './errors';

/** Loading is what a screen shows while its data is on the way. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

/** Refetch is a query's refetch, as urql's useQuery returns it. */
export type Refetch = (opts: Partial<OperationContext>) => void;

/** fromServer returns what reads a query again from the server, past the cache: a retry, a reload after a change. */
export function fromServer(refetch: Refetch): () => void {
  return () => refetch({ requestPolicy: 'network-only' });
}

/** LoadError is what a screen shows when its data could not be read; "Try again" reads it from the server. */
export function LoadError({ error, refetch }: { error: CombinedError; refetch: Refetch }) {
  return (
    <div role="alert" className="error-box">
      <p>{errorMessage(error)}</p>
      <button type="button" onClick={fromServer(refetch)}>
        Try again
      </button>
    </div>
  );
}
