import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { PastVersionAlert } from './PastVersionAlert';

describe('PastVersionAlert', () => {
  it('says which version shows read-only (or as of which time); Close goes back to the current one', async () => {
    const onClose = vi.fn();
    const { rerender } = renderCollab(<PastVersionAlert past={{ version: 3, at: null, status: 'loaded' }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You see version 3 (read-only).');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<PastVersionAlert past={{ version: null, at: '2026-03-04T09:30:00', status: 'loading' }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('As of 04.03.2026 09:30 (read-only).');
  });

  it('a version that could not be read says so; none shown: nothing', () => {
    const { rerender } = renderCollab(<PastVersionAlert past={{ version: 3, at: null, status: 'failed' }} onClose={vi.fn()} />, 'de');
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Version konnte nicht geladen werden.');
    rerender(<PastVersionAlert past={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
