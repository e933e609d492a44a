import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback } from './feedback';

function Archive({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const { confirm, toast } = useFeedback();
  return (
    <>
      <button type="button" onClick={async () => onAnswer(await confirm('Archive x?', 'Really?', 'Archive'))}>
        Ask
      </button>
      <button type="button" onClick={() => toast('error', 'Feature x already exists')}>
        Fail
      </button>
    </>
  );
}

afterEach(cleanup);

describe('FeedbackProvider', () => {
  it('asks before a destructive action: Escape cancels, the action button confirms', async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    render(
      <FeedbackProvider>
        <Archive onAnswer={(ok) => answers.push(ok)} />
      </FeedbackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('alertdialog', { name: 'Archive x?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await act(async () => {});
    expect(answers).toEqual([false, true]);
  });

  it('shows an error toast as an alert with the message', async () => {
    const user = userEvent.setup();
    render(
      <FeedbackProvider>
        <Archive onAnswer={() => {}} />
      </FeedbackProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toContain('Feature x already exists');
  });
});

it('shows the three newest toasts only', async () => {
  const user = userEvent.setup();
  render(
    <FeedbackProvider>
      <Archive onAnswer={() => {}} />
    </FeedbackProvider>,
  );
  for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Fail' }));
  expect(screen.getAllByRole('alert')).toHaveLength(3);
});
