import type { OperationResult } from 'urql';
import { errorMessage } from './errors';
import { useFeedback } from './feedback';

/**
 * useAct runs a mutation for a screen and reports its result in a toast: the server's message when it
 * is refused (a 403 names the permission), else success. It returns the data, or null on failure.
 */
export function useAct() {
  const { toast } = useFeedback();
  return async <T>(run: Promise<OperationResult<T>>, success: string): Promise<T | null> => {
    const r = await run;
    if (r.error || !r.data) {
      toast('error', r.error ? errorMessage(r.error) : 'No answer from the server');
      return null;
    }
    toast('success', success);
    return r.data;
  };
}
