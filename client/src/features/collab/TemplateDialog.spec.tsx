import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { TemplateDialog } from './TemplateDialog';

describe('TemplateDialog', () => {
  it.each([
    ['Overwrite', 'overwrite'],
    ['Keep the existing content', 'keep'],
    ['Attach below', 'attach'],
  ])('asks before loading a template onto content: "%s" chooses %s', async (label, choice) => {
    const onChoose = vi.fn();
    const onCancel = vi.fn();
    renderCollab(<TemplateDialog open onChoose={onChoose} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Load template' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(onChoose).toHaveBeenCalledWith(choice);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancel chooses nothing', async () => {
    const onChoose = vi.fn();
    const onCancel = vi.fn();
    renderCollab(<TemplateDialog open onChoose={onChoose} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('closed, it shows nothing', () => {
    renderCollab(<TemplateDialog open={false} onChoose={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks German', () => {
    renderCollab(<TemplateDialog open onChoose={vi.fn()} onCancel={vi.fn()} />, 'de');
    expect(screen.getByRole('button', { name: 'Unten anhängen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Überschreiben' })).toBeInTheDocument();
  });
});
