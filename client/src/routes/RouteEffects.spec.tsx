import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { createMemoryRouter, Link } from 'react-router-dom';
import { renderRouter } from '../test/render-router';
import { documentTitle, MAIN_ID, RouteEffects, routeOf, setInteractedForTests } from './RouteEffects';

function renderPages(language: 'de' | 'en' = 'de') {
  const router = createMemoryRouter(
    [
      {
        element: <RouteEffects />,
        children: [
          {
            path: '/tasks',
            element: (
              <main id={MAIN_ID}>
                <h1>Aufgaben</h1>
                <Link to="/tasks/42">Angebot prüfen</Link>
              </main>
            ),
          },
          {
            path: '/tasks/:id',
            element: (
              <main id={MAIN_ID}>
                <h1>Angebot prüfen</h1>
              </main>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/tasks'] },
  );
  renderRouter(configureStore({ reducer: { none: () => null } }), router, language);
  return router;
}

describe('RouteEffects: document title and focus follow the route (issue 11 item 15)', () => {
  afterEach(() => setInteractedForTests(false));

  it('names the page, and an item page with its heading', () => {
    expect(documentTitle('Aufgaben')).toBe('Aufgaben – Kollab');
    expect(documentTitle('Aufgabe', ' Angebot prüfen ')).toBe('Aufgabe: Angebot prüfen – Kollab');
    expect(documentTitle('Aufgabe', '')).toBe('Aufgabe – Kollab');
    expect(documentTitle(null)).toBe('Kollab');
    expect(routeOf('/tasks/new')?.id).toBe('taskNew');
    expect(routeOf('/tasks/0b6f')?.id).toBe('task');
    expect(routeOf('/nowhere')).toBeNull();
  });

  it('sets the title per page in the UI language', async () => {
    renderPages('en');
    await waitFor(() => expect(document.title).toBe('Tasks – Kollab'));
  });

  it('after a route change the user caused, focus is on the new page’s heading and the title names the item', async () => {
    const router = renderPages();
    await waitFor(() => expect(document.title).toBe('Aufgaben – Kollab'));
    // a page load's own redirects move no focus: the first Tab still reaches the skip link
    expect(document.activeElement).toBe(document.body);
    setInteractedForTests(true);
    await userEvent.click(screen.getByRole('link', { name: 'Angebot prüfen' }));
    expect(router.state.location.pathname).toBe('/tasks/42');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Angebot prüfen' })));
    await waitFor(() => expect(document.title).toBe('Aufgabe: Angebot prüfen – Kollab'));
  });
});
