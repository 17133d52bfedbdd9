import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { FilterSelect } from './FilterSelect';

describe('FilterSelect', () => {
  it('offers "All" (no filter) before the options; choosing one applies it', async () => {
    const onChange = vi.fn();
    renderCollab(
      <FilterSelect
        label="Status"
        value=""
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={onChange}
      />,
      'de',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Alle', 'Open', 'Closed']);
    await userEvent.click(options[2]);
    expect(onChange).toHaveBeenCalledWith('closed');
  });
});
