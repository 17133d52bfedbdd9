import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entry, names, renderCollab } from './collab.fixtures';
import { isoOfLocal, VersionScrubber } from './VersionScrubber';

const ENTRIES = [entry(1, []), entry(2, [], { actor_id: 'u2' }), entry(3, [])];

function renderScrubber(value = 2) {
  const props = { entries: ENTRIES, value, latest: 3, names, onChange: vi.fn(), onAt: vi.fn() };
  renderCollab(<VersionScrubber {...props} />);
  return props;
}

describe('VersionScrubber', () => {
  it('shows "Version n of m · date · who" for the version on the slider', () => {
    renderScrubber(2);
    expect(screen.getByRole('status')).toHaveTextContent('Version 2 of 3 · 02.03.2026 09:30 · Ben Roth');
    const slider = screen.getByRole('slider', { name: 'Version' });
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '3');
  });

  it('moving the slider asks for that version', () => {
    const props = renderScrubber(2);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Version' }), { key: 'ArrowLeft' });
    expect(props.onChange).toHaveBeenCalledWith(1);
  });

  it('"back to the current version" asks for the latest; at the latest it is disabled', async () => {
    const props = renderScrubber(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the current version' }));
    expect(props.onChange).toHaveBeenCalledWith(3);
  });

  it('is at the current version: nothing to go back to', () => {
    renderScrubber(3);
    expect(screen.getByRole('button', { name: 'Back to the current version' })).toBeDisabled();
  });

  it('a date and time asks for the item as it was then (ISO time)', async () => {
    const props = renderScrubber(3);
    const show = screen.getByRole('button', { name: 'Show as of then' });
    expect(show).toBeDisabled();
    // The date-time field types section by section: day, month, year, hours, minutes.
    await userEvent.click(within(screen.getByRole('group', { name: 'As of' })).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('020320261015');
    await userEvent.click(show);
    expect(props.onAt).toHaveBeenCalledWith(new Date('2026-03-02T10:15').toISOString());
  });
});

describe('isoOfLocal', () => {
  it('reads a complete local date-time only', () => {
    expect(isoOfLocal('2026-03-02T10:15')).toBe(new Date('2026-03-02T10:15').toISOString());
    expect(isoOfLocal('2026-03-02')).toBeNull();
    expect(isoOfLocal('')).toBeNull();
  });
});
