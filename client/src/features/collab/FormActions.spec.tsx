import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollabInStore } from './collab.fixtures';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it('a new item’s form: Cancel leads back to the list, the submit button submits the form and shows a save under way', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = renderCollabInStore(
      <form onSubmit={onSubmit}>
        <FormActions cancelLabel="Cancel" cancelTo="/offers" submitLabel="Create offer" />
      </form>,
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/offers');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <FormActions cancelLabel="Cancel" cancelTo="/offers" submitLabel="Create offer" saving />
      </form>,
    );
    expect(screen.getByRole('button', { name: /Create offer/ })).toBeDisabled();
  });

  it('an edit form: Cancel calls back; either button can wait', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderCollabInStore(<FormActions cancelLabel="Cancel" onCancel={onCancel} submitLabel="Save" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<FormActions cancelLabel="Cancel" onCancel={onCancel} cancelDisabled submitLabel="Save" submitDisabled />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
