import type { HelpView, Locale } from '@kollab/contracts';

/** Where the help drawer's button leads: the support address (change it here for a deployment). */
export const SUPPORT_URL = 'mailto:support@kollab.example';

/** The help drawer's content (seed §3 "Help: text, button"); static, in both languages. */
export const HELP_CONTENT: Record<Locale, HelpView> = {
  de: {
    locale: 'de',
    text:
      'Willkommen bei Kollab! In der Seitenleiste finden Sie Kontakte, Aufgaben, Protokolle, Angebote und Umfragen, ' +
      'soweit sie für Ihre Organisation freigeschaltet sind. Über „Hinzufügen“ in der oberen Leiste legen Sie neue Einträge an, ' +
      'mit dem Stern speichern Sie die aktuelle Seite als Lesezeichen. Unter „Neuigkeiten“ lesen Sie, was sich geändert hat. ' +
      'Fehlt Ihnen ein Recht, wenden Sie sich an Ihren Manager. Bei allen anderen Fragen hilft Ihnen unser Support.',
    button: 'Support kontaktieren',
    url: SUPPORT_URL,
  },
  en: {
    locale: 'en',
    text:
      'Welcome to Kollab! The sidebar lists contacts, tasks, protocols, offers and surveys, as far as they are enabled ' +
      'for your organisation. Use "Add" in the top bar to create new items, and the star to bookmark the current page. ' +
      '"What\'s new" tells you what has changed. If you lack a permission, please ask your manager. ' +
      'For anything else, our support is happy to help.',
    button: 'Contact support',
    url: SUPPORT_URL,
  },
};
