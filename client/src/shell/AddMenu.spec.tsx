import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n';
import { AddMenu } from './AddMenu';

const ALL_APPS = ['apps.tasks', 'apps.protocols', 'apps.offers', 'apps.surveys'];

function renderMenu(roles: string[], flags: string[]) {
  const onNavigate = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('de')}>
      <AddMenu roles={roles} flags={flags} onNavigate={onNavigate} />
    </I18nextProvider>,
  );
  return { onNavigate };
}

async function entries() {
  await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('AddMenu', () => {
  it('a user sees task, protocol and offer of the enabled apps, and opens the create page', async () => {
    const { onNavigate } = renderMenu(['user'], ALL_APPS);
    expect(await entries()).toEqual(['Aufgabe erstellen', 'Protokoll erstellen', 'Angebot erstellen']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Protokoll erstellen' }));
    expect(onNavigate).toHaveBeenCalledWith('/protocols/new');
  });

  it('surveys need the surveys role and the surveys app', async () => {
    renderMenu(['user', 'surveys'], ALL_APPS);
    expect(await entries()).toContain('Umfrage erstellen');
  });

  it('an app that is not enabled has no entry', async () => {
    renderMenu(['user', 'surveys'], ['apps.tasks']);
    expect(await entries()).toEqual(['Aufgabe erstellen']);
  });

  it('a portal contact may create tasks but no protocols or offers', async () => {
    renderMenu(['contact'], ALL_APPS);
    expect(await entries()).toEqual(['Aufgabe erstellen']);
  });

  it('with nothing to create there is no Add button', () => {
    renderMenu(['manager'], ALL_APPS);
    expect(screen.queryByRole('button', { name: 'Hinzufügen' })).not.toBeInTheDocument();
  });
});
