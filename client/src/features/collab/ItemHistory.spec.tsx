import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAction } from '@reduxjs/toolkit';
import { entry, names, renderCollabInStore, taskLabels } from './collab.fixtures';
import { ItemHistory, type ItemHistoryProps } from './ItemHistory';

const actions = {
  historyRequested: createAction('items/historyRequested'),
  pastVersionRequested: createAction<{ version: number } | { at: string }>('items/pastVersionRequested'),
  pastVersionClosed: createAction('items/pastVersionClosed'),
  compareRequested: createAction<{ version: number }>('items/compareRequested'),
  compareClosed: createAction('items/compareClosed'),
};

const ENTRIES = [entry(1, [{ field: 'title', from: null, to: 'Angebot' }]), entry(2, [{ field: 'priority', from: 'low', to: 'high' }])];
const current = { id: 'a', title: 'Angebot', priority: 'high', version: 2 };

function renderHistory(detail: Partial<ItemHistoryProps['detail']> = {}) {
  return renderCollabInStore(
    <ItemHistory
      kind="offer"
      current={current}
      detail={{ history: { status: 'loaded', entries: ENTRIES }, past: null, compare: null, ...detail }}
      names={names}
      words={taskLabels}
      fields={['title', 'priority']}
      actions={actions}
    />,
  );
}

describe('ItemHistory', () => {
  it('shows the scrubber and the entries; showing an older version asks for it, the newest goes back to the current one', async () => {
    const { actions: dispatched } = renderHistory();
    expect(screen.getByRole('slider')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Show this version' }));
    await userEvent.click(within(items[0]).getByRole('button', { name: 'Show this version' }));
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Compare with current' }));
    expect(dispatched).toEqual([actions.pastVersionRequested({ version: 1 }), actions.pastVersionClosed(), actions.compareRequested({ version: 1 })]);
  });

  it('a comparison opens in a dialog titled by the version: the differences in words; Close closes it', async () => {
    const { actions: dispatched } = renderHistory({
      compare: { version: 1, status: 'loaded', view: { ...current, priority: 'low', version: 1 } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Compare version 1 with the current one' });
    const table = within(dialog).getByRole('table', { name: 'Differences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Version 1', 'Current']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('PriorityLowHigh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dispatched).toEqual([actions.compareClosed()]);
  });

  it('a history that failed offers a retry; without entries there is no scrubber', async () => {
    const { actions: dispatched } = renderHistory({ history: { status: 'failed', entries: [] } });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(dispatched).toEqual([actions.historyRequested()]);
  });
});
