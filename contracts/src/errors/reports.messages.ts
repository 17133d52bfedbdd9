/** Error codes of scheduled reports (issue 16), with German and English texts (field messages of ReportScheduleInput). */
export const REPORTS_MESSAGES = {
  'reports.schedule_not_found': {
    de: 'Dieser geplante Bericht wurde nicht gefunden.',
    en: 'This scheduled report was not found.',
  },
  'reports.run_not_found': {
    de: 'Dieser Berichtslauf wurde nicht gefunden.',
    en: 'This report run was not found.',
  },
  'reports.kind_not_schedulable': {
    de: 'Umfrageergebnisse werden einmal exportiert, nicht nach Plan.',
    en: 'Survey results are exported once, not on a schedule.',
  },
  'reports.run_not_finished': {
    de: 'Dieser Berichtslauf hat keine Datei (noch nicht fertig oder fehlgeschlagen).',
    en: 'This report run has no file (not finished yet, or it failed).',
  },
  'reports.recipient_not_manager': {
    de: 'Berichte gehen nur an Manager dieser Organisation.',
    en: 'Reports go only to managers of this organisation.',
  },
  'reports.weekday_only_weekly': {
    de: 'Ein Wochentag gehört nur zu einem wöchentlichen Bericht.',
    en: 'A weekday belongs only to a weekly report.',
  },
  'reports.day_of_month_only_monthly': {
    de: 'Ein Tag im Monat gehört nur zu einem monatlichen Bericht.',
    en: 'A day of the month belongs only to a monthly report.',
  },
  'reports.time_invalid': {
    de: 'Bitte geben Sie eine Uhrzeit als HH:MM ein (00:00 bis 23:59).',
    en: 'Please enter a time as HH:MM (00:00 to 23:59).',
  },
  'reports.time_zone_invalid': {
    de: 'Diese Zeitzone ist unbekannt (z. B. Europe/Berlin).',
    en: 'This time zone is unknown (e.g. Europe/Berlin).',
  },
} as const satisfies Record<string, { de: string; en: string }>;
