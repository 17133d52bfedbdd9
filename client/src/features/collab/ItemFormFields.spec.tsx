import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { PublishSwitches, TitleField, TypeSelect } from './ItemFormFields';

const TYPES = [
  { id: 't1', title: 'Besprechung' },
  { id: 't2', title: 'Notiz' },
];

describe('TitleField, TypeSelect, PublishSwitches', () => {
  it('the title is required, at most 255 characters, with its message', async () => {
    const onChange = vi.fn();
    renderCollab(<TitleField label="Title" value="" message="Please enter a title." onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('maxlength', '255');
    expect(field).toHaveAccessibleDescription('Please enter a title.');
    await userEvent.type(field, 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('the type: none first, then the types by title', async () => {
    const onChange = vi.fn();
    renderCollab(<TypeSelect label="Type" value="" types={TYPES} noneLabel="None" onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None', 'Besprechung', 'Notiz']);
    await userEvent.click(options[2]);
    expect(onChange).toHaveBeenCalledWith('t2');
  });

  it('comments and publish switch the values; under them the hint, or why publishing is refused', async () => {
    function Form({ message }: { message?: string }) {
      const [values, setValues] = useState({ comments_enabled: true, published: false });
      return (
        <PublishSwitches
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          texts={{ comments: 'Comments allowed', published: 'Published', hint: 'Publishing needs a type.' }}
          message={message}
        />
      );
    }
    const { rerender } = renderCollab(<Form />);
    expect(screen.getByRole('switch', { name: 'Comments allowed' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Published' }));
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Comments allowed' }));
    expect(screen.getByRole('switch', { name: 'Comments allowed' })).not.toBeChecked();
    expect(screen.getByText('Publishing needs a type.')).toBeInTheDocument();
    rerender(<Form message="A type is missing." />);
    expect(screen.getByText('A type is missing.')).toHaveClass('Mui-error');
  });
});
