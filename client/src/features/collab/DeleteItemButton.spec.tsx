import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { DeleteItemButton } from './DeleteItemButton';

const renderButton = (onDelete = vi.fn(), disabled = false) =>
  renderCollab(
    <DeleteItemButton label="Delete" title="Delete the offer?" text="The offer “A” is deleted." disabled={disabled} onDelete={onDelete} />,
  );

describe('DeleteItemButton', () => {
  it('asks first; only confirming deletes', async () => {
    const onDelete = vi.fn();
    renderButton(onDelete);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the offer?' });
    expect(dialog).toHaveTextContent('The offer “A” is deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('can wait (a write under way, a deleted item)', () => {
    renderButton(vi.fn(), true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
