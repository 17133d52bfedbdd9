import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kollab/contracts/errors/locale';
import authDe from '../features/auth/i18n/de.json';
import authEn from '../features/auth/i18n/en.json';
import homeDe from '../features/home/i18n/de.json';
import homeEn from '../features/home/i18n/en.json';
import { bookmarksDe, bookmarksEn } from '../features/bookmarks';
import { helpDe, helpEn } from '../features/help';
import { newsDe, newsEn } from '../features/news';
import { notificationsDe, notificationsEn } from '../features/notifications';
import { profileDe, profileEn } from '../features/profile';
import { sessionDe, sessionEn } from '../features/session';
import { accountDe, accountEn } from '../features/account';
import commonDe from '../components/i18n/de.json';
import commonEn from '../components/i18n/en.json';
import routesDe from '../routes/i18n/de.json';
import routesEn from '../routes/i18n/en.json';
import shellDe from '../shell/i18n/de.json';
import shellEn from '../shell/i18n/en.json';

/** One namespace per feature (or layer), each with its de and en catalogue. */
export const resources = {
  de: {
    auth: authDe,
    home: homeDe,
    session: sessionDe,
    routes: routesDe,
    shell: shellDe,
    profile: profileDe,
    notifications: notificationsDe,
    bookmarks: bookmarksDe,
    news: newsDe,
    help: helpDe,
    account: accountDe,
    common: commonDe,
  },
  en: {
    auth: authEn,
    home: homeEn,
    session: sessionEn,
    routes: routesEn,
    shell: shellEn,
    profile: profileEn,
    notifications: notificationsEn,
    bookmarks: bookmarksEn,
    news: newsEn,
    help: helpEn,
    account: accountEn,
    common: commonEn,
  },
} as const;

export const NAMESPACES = Object.keys(resources.de);

export function createI18n(language: Locale = DEFAULT_LOCALE) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: NAMESPACES,
    defaultNS: 'shell',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}
