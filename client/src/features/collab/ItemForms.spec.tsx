import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollabInStore } from './collab.fixtures';
import { EditItemForm, NewItemForm } from './ItemForms';

const submitted = () => vi.fn((event: { preventDefault(): void }) => event.preventDefault());

describe('NewItemForm and EditItemForm', () => {
  it('a new item: the way back, the heading naming the form, the fields; Cancel leads to the list, create submits', async () => {
    const onSubmit = submitted();
    renderCollabInStore(
      <NewItemForm
        kind="offer"
        title="New offer"
        list={{ to: '/offers', label: 'Back to the offers' }}
        texts={{ cancel: 'Cancel', submit: 'Create offer' }}
        saving={false}
        onSubmit={onSubmit}
      >
        <input aria-label="Title" />
      </NewItemForm>,
    );
    expect(screen.getByRole('link', { name: 'Back to the offers' })).toHaveAttribute('href', '/offers');
    expect(screen.getByRole('form', { name: 'New offer' })).toContainElement(screen.getByRole('textbox', { name: 'Title' }));
    expect(screen.getByRole('heading', { level: 1, name: 'New offer' })).toHaveAttribute('id', 'offer-new-title');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/offers');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an edit: the form by its label, Cancel calls back, save submits (and waits while saving)', async () => {
    const onSubmit = submitted();
    const onCancel = vi.fn();
    const props = { label: 'Edit offer', texts: { cancel: 'Cancel', submit: 'Save' }, onSubmit, onCancel };
    const { rerender } = renderCollabInStore(
      <EditItemForm {...props} saving={false}>
        <input aria-label="Title" />
      </EditItemForm>,
    );
    expect(screen.getByRole('form', { name: 'Edit offer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <EditItemForm {...props} saving>
        <input aria-label="Title" />
      </EditItemForm>,
    );
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  });
});
