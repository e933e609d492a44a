import type { CombinedError } from 'urql';

/** errorMessage is the server's message of a failed operation: the GraphQL error's message, or the network's. */
export function errorMessage(err: CombinedError | Error | unknown): string {
  if (err && typeof err === 'object' && 'graphQLErrors' in err) {
    const ce = err as CombinedError;
    const first = ce.graphQLErrors[0];
    if (first) return first.message;
    if (ce.networkError) return ce.networkError.message;
    return ce.message;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}
