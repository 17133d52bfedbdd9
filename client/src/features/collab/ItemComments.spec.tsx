import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAction } from '@reduxjs/toolkit';
import { names, renderCollabInStore } from './collab.fixtures';
import { ItemComments, type ItemComment, type ItemCommentsProps } from './ItemComments';

const actions = {
  commentAddRequested: createAction<{ id: string; body: string }>('items/commentAddRequested'),
  commentChangeRequested: createAction<{ id: string; commentId: string; body: string }>('items/commentChangeRequested'),
  commentRemoveRequested: createAction<{ id: string; commentId: string }>('items/commentRemoveRequested'),
};

const comment = (id: string, author_id: string, body: string, edited = false): ItemComment => ({
  id,
  author_id,
  body,
  created_at: '2026-03-04T09:00:00',
  updated_at: edited ? '2026-03-04T10:00:00' : '2026-03-04T09:00:00',
});

const MINE = comment('c1', 'u1', 'Meiner', true);
const THEIRS = comment('c2', 'u2', 'Von Ben');

function renderComments(overrides: Partial<ItemCommentsProps> = {}) {
  return renderCollabInStore(
    <ItemComments
      kind="offer"
      item={{ id: 'a', comments: [MINE, THEIRS], comments_enabled: true }}
      actions={actions}
      texts={{ title: 'Comments', disabled: 'Comments are turned off for this offer.' }}
      selfId="u1"
      names={names}
      busy={false}
      maxLength={100}
      {...overrides}
    />,
  );
}

describe('ItemComments', () => {
  it('lists the comments with author, time and "edited"; only my own can be edited or deleted', () => {
    renderComments();
    const section = screen.getByRole('region', { name: 'Comments' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Meiner');
    expect(items[0]).toHaveTextContent('Anna Berg · 04.03.2026 09:00 · edited');
    expect(items[1]).toHaveTextContent('Ben Roth · 04.03.2026 09:00');
    expect(items[1]).not.toHaveTextContent('edited');
    expect(within(items[0]).getByRole('button', { name: 'Edit comment' })).toBeEnabled();
    expect(within(items[1]).queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(within(items[1]).queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
  });

  it('adds a comment (trimmed), changes my own and deletes it after confirming: the feature’s actions with the item’s id', async () => {
    const { actions: dispatched } = renderComments();
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field).toHaveAttribute('maxlength', '100');
    await userEvent.type(field, '  Neu  ');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(field).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
    const editing = screen.getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(editing);
    await userEvent.type(editing, 'Geändert');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the comment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));

    expect(dispatched).toEqual([
      actions.commentAddRequested({ id: 'a', body: 'Neu' }),
      actions.commentChangeRequested({ id: 'a', commentId: 'c1', body: 'Geändert' }),
      actions.commentRemoveRequested({ id: 'a', commentId: 'c1' }),
    ]);
  });

  it('comments turned off: the feature’s text instead of the form (my own can still be deleted, not edited); read-only: no writing at all', () => {
    const { unmount } = renderComments({ item: { id: 'a', comments: [MINE], comments_enabled: false } });
    expect(screen.getByText('Comments are turned off for this offer.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete comment' })).toBeInTheDocument();
    unmount();

    renderComments({ readOnly: true });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
  });

  it('says when there are none; while a write is under way, "Comment" and my buttons wait', async () => {
    const { unmount } = renderComments({ item: { id: 'a', comments: [], comments_enabled: true } });
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    unmount();

    renderComments({ busy: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Noch einer');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit comment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete comment' })).toBeDisabled();
  });
});
