import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { WatchSwitch } from './WatchSwitch';

describe('WatchSwitch', () => {
  it('a switch with its label: turning it on or off says the new state', async () => {
    const onChange = vi.fn();
    const { rerender } = renderCollab(<WatchSwitch watching={false} disabled={false} label="Watch" onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Watch' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<WatchSwitch watching disabled={false} label="You are watching this offer" onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'You are watching this offer' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    rerender(<WatchSwitch watching disabled label="You are watching this offer" onChange={onChange} />);
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
