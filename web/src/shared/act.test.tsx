import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError, type OperationResult } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { useAct } from './act';
import { FeedbackProvider } from './feedback';

afterEach(cleanup);

function Runner({
  result,
  onData,
}: {
  result: OperationResult<{ ok: boolean }>;
  onData: (d: unknown) => void;
}) {
  const act = useAct();
  return (
    <button type="button" onClick={async () => onData(await act(Promise.resolve(result), 'Saved'))}>
      Run
    </button>
  );
}

describe('useAct', () => {
  const forbidden = new CombinedError({
    graphQLErrors: [{ message: 'You need the "ADMIN" permission.', extensions: { code: 'NoAccessError' } }],
  });
  it.each([
    {
      name: 'success toasts and gives the data',
      error: undefined,
      want: { ok: true },
      role: 'status',
      text: 'Saved',
    },
    {
      name: "a refusal toasts the permission's message",
      error: forbidden,
      want: null,
      role: 'alert',
      text: 'ADMIN',
    },
  ])('$name', async ({ error, want, role, text }) => {
    const user = userEvent.setup();
    const got: unknown[] = [];
    const result = { data: error ? undefined : { ok: true }, error } as OperationResult<{ ok: boolean }>;
    render(
      <FeedbackProvider>
        <Runner result={result} onData={(d) => got.push(d)} />
      </FeedbackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await act(async () => {});
    expect(got).toEqual([want]);
    expect(screen.getByRole(role).textContent).toContain(text);
  });
});
