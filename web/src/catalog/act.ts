import type { OperationResult } from 'urql';
import { errorMessage } from '../errors';
import { useFeedback } from '../feedback';

/**
 * useAct runs a mutation for a screen: its failure is a toast with the server's message, its success a
 * toast saying what happened. It resolves to whether the mutation succeeded.
 */
export function useAct(): (run: Promise<OperationResult>, done: string) => Promise<boolean> {
  const { toast } = useFeedback();
  return async (run, done) => {
    const r = await run;
    if (r.error) {
      toast('error', errorMessage(r.error));
      return false;
    }
    toast('success', done);
    return true;
  };
}
