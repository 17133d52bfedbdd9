import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { BookmarkView } from '@kollab/contracts';
import { createI18n } from '../../app/i18n';
import { harness, ok } from '../../test/session-harness';
import { BookmarkStar, type BookmarkStarProps } from './BookmarkStar';
import { BookmarksBar } from './BookmarksBar';

const bookmark: BookmarkView = {
  id: 'b-1',
  path: '/tasks',
  label: 'Meine Aufgaben',
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

function renderStar(props: Partial<BookmarkStarProps> = {}, language: 'de' | 'en' = 'de') {
  const onSave = vi.fn();
  const onRemove = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <BookmarkStar bookmark={null} saving={false} onSave={onSave} onRemove={onRemove} {...props} />
    </I18nextProvider>,
  );
  return { onSave, onRemove };
}

describe('BookmarkStar', () => {
  it('an empty star opens a draft named "New Bookmark" whose label can be edited and saved', async () => {
    const { onSave } = renderStar({}, 'en');
    const star = screen.getByRole('button', { name: 'Bookmark this page' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    const label = screen.getByRole('textbox', { name: 'Label' });
    expect(label).toHaveValue('New Bookmark');
    await userEvent.clear(label);
    await userEvent.type(label, 'Open tasks{Enter}');
    expect(onSave).toHaveBeenCalledWith('Open tasks');
  });

  it('the draft is named in German by default and cannot be saved without a label', async () => {
    const { onSave } = renderStar();
    await userEvent.click(screen.getByRole('button', { name: 'Lesezeichen für diese Seite anlegen' }));
    const label = screen.getByRole('textbox', { name: 'Bezeichnung' });
    expect(label).toHaveValue('Neues Lesezeichen');
    await userEvent.clear(label);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is filled when the path is bookmarked, and then offers removal', async () => {
    const { onRemove } = renderStar({ bookmark });
    const star = screen.getByRole('button', { name: 'Lesezeichen dieser Seite bearbeiten' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('star-filled')).toBeInTheDocument();
    await userEvent.click(star);
    expect(screen.getByRole('textbox', { name: 'Bezeichnung' })).toHaveValue('Meine Aufgaben');
    await userEvent.click(screen.getByRole('button', { name: 'Lesezeichen entfernen' }));
    expect(onRemove).toHaveBeenCalledWith('b-1');
  });
});

describe('BookmarksBar', () => {
  it('reads the bookmarks and fills the star on a bookmarked path; the list opens one', async () => {
    const { store } = harness(() => ok({ data: [bookmark], meta: { page: 1, limit: 1, total: 1 } }));
    const onOpen = vi.fn();
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('de')}>
          <MemoryRouter initialEntries={['/tasks']}>
            <BookmarksBar onOpen={onOpen} />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lesezeichen dieser Seite bearbeiten' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Lesezeichen' }));
    expect(screen.getByRole('button', { name: 'Meine Aufgaben entfernen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Meine Aufgaben öffnen' }));
    expect(onOpen).toHaveBeenCalledWith('/tasks');
  });
});
