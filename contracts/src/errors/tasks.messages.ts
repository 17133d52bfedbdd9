/** Error codes of the tasks context, with German and English texts (several are field messages too). */
export const TASKS_MESSAGES = {
  'tasks.task_not_found': {
    de: 'Diese Aufgabe wurde nicht gefunden.',
    en: 'This task was not found.',
  },
  // Seed §8: the English text is the seed's own.
  'tasks.publish_needs_team_and_type': {
    de: 'Veröffentlichen ist ohne Team und Typ nicht möglich',
    en: 'publishing fails without team and type',
  },
  'tasks.comments_disabled': {
    de: 'Kommentare sind für diese Aufgabe ausgeschaltet.',
    en: 'Comments are disabled for this task.',
  },
  'tasks.comment_not_found': {
    de: 'Dieser Kommentar wurde nicht gefunden.',
    en: 'This comment was not found.',
  },
  'tasks.assignee_not_found': {
    de: 'Diese Person ist der Aufgabe nicht zugewiesen.',
    en: 'This user is not assigned to the task.',
  },
  'tasks.viewer_not_found': {
    de: 'Diese Person ist kein Betrachter der Aufgabe.',
    en: 'This user is not a viewer of the task.',
  },
  'tasks.contact_not_linked': {
    de: 'Dieser Kontakt ist nicht mit der Aufgabe verknüpft.',
    en: 'This contact is not linked to the task.',
  },
  'tasks.protocol_not_linked': {
    de: 'Dieses Protokoll ist nicht mit der Aufgabe verknüpft.',
    en: 'This protocol is not linked to the task.',
  },
  'tasks.file_not_found': {
    de: 'Diese Datei gehört nicht zu der Aufgabe.',
    en: 'This file does not belong to the task.',
  },
  // Seed §8: "cannot hide a task from a contact, or remove the contact, while a linked protocol is shared with them".
  'tasks.contact_shared_by_protocol': {
    de: 'Die Aufgabe kann vor diesem Kontakt nicht verborgen und der Kontakt nicht entfernt werden, solange ein verknüpftes Protokoll mit ihm geteilt ist.',
    en: 'The task cannot be hidden from this contact, nor the contact removed, while a linked protocol is shared with them.',
  },
  'tasks.app_disabled': {
    de: 'Die Aufgaben sind für diese Organisation nicht freigeschaltet.',
    en: 'Tasks are not enabled for this organisation.',
  },
  // Recurring tasks (issue 16): the account flag `apps.tasks.recurring` is off.
  'tasks.recurring_disabled': {
    de: 'Wiederkehrende Aufgaben sind für diese Organisation nicht freigeschaltet.',
    en: 'Recurring tasks are not enabled for this organisation.',
  },
  // Field messages.
  'tasks.due_before_start': {
    de: 'Das Fälligkeitsdatum darf nicht vor dem Startdatum liegen.',
    en: 'The due date cannot be before the start date.',
  },
  'tasks.member_not_active': {
    de: 'Bitte wählen Sie ein aktives Mitglied der Organisation.',
    en: 'Please choose an active member of the organisation.',
  },
  'tasks.contact_unknown': {
    de: 'Diesen Kontakt gibt es nicht.',
    en: 'This contact does not exist.',
  },
  'tasks.protocol_unknown': {
    de: 'Dieses Protokoll gibt es nicht.',
    en: 'This protocol does not exist.',
  },
  'tasks.protocol_id_mismatch': {
    de: 'Query und Inhalt nennen verschiedene Protokolle.',
    en: 'The query and the body name different protocols.',
  },
  'tasks.claim_unknown': {
    de: 'Diese Reklamationsart gibt es nicht.',
    en: 'This claim type does not exist.',
  },
  'tasks.claims_need_claim_type': {
    de: 'Reklamationsarten können nur bei einer Aufgabe angegeben werden, deren Typ eine Reklamation ist.',
    en: 'Claim types can only be set on a task whose type is a claim.',
  },
  'tasks.due_date_filter_invalid': {
    de: 'Bitte ein Datum JJJJ-MM-TT oder einen Zeitraum JJJJ-MM-TT..JJJJ-MM-TT angeben.',
    en: 'Use a date YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD.',
  },
  // Recurring tasks (issue 16): field messages of `repeat`.
  'tasks.repeat_needs_date': {
    de: 'Eine wiederkehrende Aufgabe braucht ein Datum, an dem sie zum ersten Mal fällig ist.',
    en: 'A recurring task needs a date on which it is first due.',
  },
  'tasks.repeat_until_not_after_first': {
    de: 'Das Ende der Wiederholung muss nach dem ersten Termin liegen.',
    en: 'The repetition must end after the first occurrence.',
  },
  'tasks.repeat_until_and_count': {
    de: 'Bitte geben Sie entweder ein Enddatum oder eine Anzahl an, nicht beides.',
    en: 'Please give either an end date or a number of times, not both.',
  },
  'tasks.repeat_weekdays_only_weekly': {
    de: 'Wochentage gibt es nur bei wöchentlicher Wiederholung.',
    en: 'Weekdays can only be set for a weekly repetition.',
  },
  'tasks.repeat_weekdays_invalid': {
    de: 'Bitte wählen Sie jeden Wochentag (1 = Montag bis 7 = Sonntag) höchstens einmal.',
    en: 'Please choose each weekday (1 = Monday to 7 = Sunday) at most once.',
  },
  'tasks.repeat_count_reached': {
    de: 'Die Serie hat so viele Termine schon erreicht; bitte geben Sie eine größere Anzahl an.',
    en: 'The series has reached that many occurrences already; please give a larger number.',
  },
  'tasks.repeat_not_newest': {
    de: 'Die Serie ist schon weitergegangen: Ändern oder beenden Sie sie bei ihrer neuesten Aufgabe.',
    en: 'The series has moved on: change or end it on its newest task.',
  },
  'tasks.repeat_day_of_month_only_monthly': {
    de: 'Einen Tag im Monat gibt es nur bei monatlicher Wiederholung.',
    en: 'A day of the month can only be set for a monthly repetition.',
  },
} as const satisfies Record<string, { de: string; en: string }>;
