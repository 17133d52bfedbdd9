import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCollab } from './collab.fixtures';
import { TemplateDialog } from './TemplateDialog';
import { useTemplateLoader } from './useTemplateLoader';

function Editor({ start }: { start: string }) {
  const [text, setText] = useState(start);
  const template = useTemplateLoader(text, setText);
  return (
    <>
      <button type="button" onClick={() => template.load('<h2>Agenda</h2>')}>
        Type with template
      </button>
      <button type="button" onClick={() => template.load(null)}>
        Type without
      </button>
      <output data-key={template.editorKey}>{text}</output>
      <TemplateDialog {...template.dialog} />
    </>
  );
}

describe('useTemplateLoader', () => {
  it('blank text takes the template at once (the editor starts afresh); a type without one changes nothing', async () => {
    renderCollab(<Editor start="<p></p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'Type without' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-key', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Type with template' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('<h2>Agenda</h2>');
    expect(screen.getByRole('status')).toHaveAttribute('data-key', '1');
  });

  it('text with content asks first: attach adds the template below; cancel keeps the text', async () => {
    renderCollab(<Editor start="<p>Mine</p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'Type with template' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByRole('status')).toHaveTextContent('<p>Mine</p>');
    expect(screen.getByRole('status')).not.toHaveTextContent('Agenda');

    await userEvent.click(screen.getByRole('button', { name: 'Type with template' }));
    await userEvent.click(screen.getByRole('button', { name: 'Attach below' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(screen.getByRole('status')).toHaveTextContent('<p>Mine</p><h2>Agenda</h2>');
    expect(screen.getByRole('status')).toHaveAttribute('data-key', '1');
  });
});
