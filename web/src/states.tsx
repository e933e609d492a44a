import type { CombinedError } from 'urql';
import { errorMessage } from './errors';

/** Loading is what a screen shows while its data is on the way. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

/** LoadError is what a screen shows when its data could not be read. */
export function LoadError({ error, retry }: { error: CombinedError; retry: () => void }) {
  return (
    <div role="alert" className="error-box">
      <p>{errorMessage(error)}</p>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
