import { useEffect, useMemo, useState } from 'react';
import { Provider, useSelector } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { NotificationHost } from '../features/notifications';
import { selectLanguage, selectSize } from '../features/preferences';
import { BrowserNotice } from '../shell/BrowserNotice';
import type { AppStore } from './store';
import type { createAppRouter } from './router';
import type { MuiLocale } from './mui-locales';
import { createAppTheme } from './theme';

function Themed({ router, i18n }: { router: ReturnType<typeof createAppRouter>; i18n: I18n }) {
  const size = useSelector(selectSize);
  const language = useSelector(selectLanguage);
  const [words, setWords] = useState<MuiLocale>();
  const theme = useMemo(() => createAppTheme(size, words), [size, words]);
  useEffect(() => {
    void i18n.changeLanguage(language);
    // MUI's own words (pager, close buttons) load after the first paint, like dayjs
    let current = true;
    void import('./mui-locales').then(({ MUI_LOCALES }) => current && setWords(MUI_LOCALES[language]));
    document.documentElement.lang = language;
    // dayjs loads with the screens that show dates, not with the login page
    void import('../lib/dates').then((dates) => dates.setDateLocale(language));
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <NotificationHost />
      <BrowserNotice />
    </ThemeProvider>
  );
}

export function App({ store, router, i18n }: { store: AppStore; router: ReturnType<typeof createAppRouter>; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Themed router={router} i18n={i18n} />
      </I18nextProvider>
    </Provider>
  );
}
