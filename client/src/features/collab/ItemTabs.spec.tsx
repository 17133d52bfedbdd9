import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAction } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../lib/request-status';
import { renderCollabInStore } from './collab.fixtures';
import { ItemTabs, useItemTabs } from './ItemTabs';

const actions = {
  opened: createAction<{ id: string }>('items/opened'),
  closed: createAction('items/closed'),
  historyRequested: createAction('items/historyRequested'),
};

function Page({ id, historyStatus }: { id: string; historyStatus: RequestStatus }) {
  const [tab, setTab] = useItemTabs(id, actions, historyStatus);
  return (
    <>
      <ItemTabs value={tab} onChange={setTab} label="Parts" overviewLabel="Offer" historyLabel="History" />
      <p>{tab}</p>
    </>
  );
}

describe('ItemTabs and useItemTabs', () => {
  it('opens the item, reads the history when its tab first shows, closes the item on leaving', async () => {
    const { actions: dispatched, rerender, unmount } = renderCollabInStore(<Page id="a" historyStatus="idle" />);
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Offer' })).toHaveAttribute('aria-selected', 'true');
    expect(dispatched).toEqual([actions.opened({ id: 'a' })]);

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('history')).toBeInTheDocument();
    expect(dispatched).toEqual([actions.opened({ id: 'a' }), actions.historyRequested()]);

    rerender(<Page id="a" historyStatus="loaded" />);
    unmount();
    expect(dispatched.at(-1)).toEqual(actions.closed());
    expect(dispatched).toHaveLength(3);
  });

  it('another item opens on its overview (the one before is closed)', async () => {
    const { actions: dispatched, rerender } = renderCollabInStore(<Page id="a" historyStatus="loaded" />);
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    rerender(<Page id="b" historyStatus="loaded" />);
    expect(screen.getByText('overview')).toBeInTheDocument();
    expect(dispatched).toEqual([actions.opened({ id: 'a' }), actions.closed(), actions.opened({ id: 'b' })]);
  });
});
