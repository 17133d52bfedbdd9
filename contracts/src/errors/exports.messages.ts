/** Error codes of exports (issue 16), with German and English texts (several are field messages or an export's `error` too). */
export const EXPORTS_MESSAGES = {
  'exports.export_not_found': {
    de: 'Dieser Export wurde nicht gefunden.',
    en: 'This export was not found.',
  },
  'exports.claims_disabled': {
    de: 'Der Export von Reklamationen ist für diese Organisation nicht freigeschaltet.',
    en: 'Exporting claims is not enabled for this organisation.',
  },
  'exports.filter_unknown': {
    de: 'Diesen Filter kennt die Liste nicht.',
    en: 'The list has no such filter.',
  },
  'exports.survey_required': {
    de: 'Bitte wählen Sie die Umfrage, deren Ergebnisse exportiert werden sollen.',
    en: 'Please choose the survey whose results to export.',
  },
  'exports.survey_not_expected': {
    de: 'Eine Umfrage gehört nur zum Export von Umfrageergebnissen.',
    en: 'A survey belongs only to an export of survey results.',
  },
  'exports.not_ready': {
    de: 'Der Export ist noch nicht fertig.',
    en: 'The export is not ready yet.',
  },
  'exports.expired': {
    de: 'Die Datei dieses Exports wurde nach 7 Tagen gelöscht.',
    en: 'The file of this export was deleted after 7 days.',
  },
  // Why an export failed (ExportView.error).
  'exports.requester_not_allowed': {
    de: 'Sie durften diesen Export bei seiner Ausführung nicht mehr erstellen (Rolle oder Mitgliedschaft geändert).',
    en: 'You were no longer allowed to run this export when it ran (role or membership changed).',
  },
  'exports.render_failed': {
    de: 'Der Export konnte nicht erstellt werden.',
    en: 'The export could not be created.',
  },
} as const;
