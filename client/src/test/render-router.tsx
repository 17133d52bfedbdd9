import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { Store } from '@reduxjs/toolkit';
import { createI18n } from '../app/i18n';

/** Renders a memory router with the store and the catalogues, as the app does. */
export function renderRouter(store: Store, router: ReturnType<typeof createMemoryRouter>, language: 'de' | 'en' = 'de') {
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
}
