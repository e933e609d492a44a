import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '../shared/feedback';
import { Choices, SecretOnce } from './ui';
import { useState } from 'react';

afterEach(cleanup);

describe('SecretOnce', () => {
  it('shows the secret with the focus on Copy, and goes with Done', async () => {
    const user = userEvent.setup();
    let done = false;
    render(
      <FeedbackProvider>
        <SecretOnce label="The new token's secret" secret="*:development.abc" onDone={() => (done = true)} />
      </FeedbackProvider>,
    );
    const region = screen.getByRole('region', { name: "The new token's secret" });
    expect(region.textContent).toContain('*:development.abc');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(done).toBe(true);
  });
});

function Picker({ onChange }: { onChange: (chosen: string[]) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = ['feature-created', 'feature-updated', 'project-created'].map((t) => ({
    value: t,
    label: t,
  }));
  return (
    <form onSubmit={() => onChange(['submitted'])}>
      <Choices
        legend="Event types"
        choices={choices}
        chosen={chosen}
        onChange={(c) => {
          setChosen(c);
          onChange(c);
        }}
        none="None chosen"
        filterAbove={2}
      />
    </form>
  );
}

describe('Choices', () => {
  it('chooses by checkbox and keyboard, filters without losing the choice, chooses all shown and clears', async () => {
    const user = userEvent.setup();
    const got: string[][] = [];
    render(<Picker onChange={(c) => got.push(c)} />);
    const group = screen.getByRole('group', { name: 'Event types' });
    expect(group.textContent).toContain('None chosen');
    await user.click(screen.getByRole('checkbox', { name: 'project-created' }));
    screen.getByRole('checkbox', { name: 'feature-created' }).focus();
    await user.keyboard(' ');
    expect(got.at(-1)).toEqual(['feature-created', 'project-created']);

    await user.type(screen.getByRole('searchbox', { name: 'Filter event types' }), 'feature{Enter}');
    expect(screen.queryByRole('checkbox', { name: 'project-created' })).toBeNull();
    expect(group.textContent).toContain('(1 hidden by the filter)');
    expect(got.at(-1)).not.toEqual(['submitted']); // Enter in the filter does not submit the form

    await user.click(screen.getByRole('button', { name: 'Choose all shown event types' }));
    expect(got.at(-1)).toEqual(['feature-created', 'feature-updated', 'project-created']);
    await user.click(screen.getByRole('button', { name: 'Clear event types' }));
    expect(got.at(-1)).toEqual([]);
  });

  it('counts as hidden only what the filter hides, not a chosen value no longer offered', () => {
    const choices = [{ value: 'feature-created', label: 'feature-created' }];
    render(
      <Choices
        legend="Event types"
        choices={choices}
        chosen={['feature-created', 'gone-type']}
        onChange={() => {}}
        none="None chosen"
      />,
    );
    expect(screen.getByRole('group', { name: 'Event types' }).textContent).not.toContain('hidden');
  });
});
