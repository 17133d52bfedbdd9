/** Error codes of the protocols context, with German and English texts (several are field messages too). */
export const PROTOCOLS_MESSAGES = {
  'protocols.protocol_not_found': {
    de: 'Dieses Protokoll wurde nicht gefunden.',
    en: 'This protocol was not found.',
  },
  'protocols.comment_not_found': {
    de: 'Dieser Kommentar wurde nicht gefunden.',
    en: 'This comment was not found.',
  },
  'protocols.contact_not_linked': {
    de: 'Dieser Kontakt ist nicht mit dem Protokoll verknüpft.',
    en: 'This contact is not linked to the protocol.',
  },
  'protocols.task_not_linked': {
    de: 'Diese Aufgabe ist nicht mit dem Protokoll verknüpft.',
    en: 'This task is not linked to the protocol.',
  },
  'protocols.file_not_found': {
    de: 'Diese Datei gehört nicht zu dem Protokoll.',
    en: 'This file does not belong to the protocol.',
  },
  'protocols.app_disabled': {
    de: 'Die Protokolle sind für diese Organisation nicht freigeschaltet.',
    en: 'Protocols are not enabled for this organisation.',
  },
  // Seed §8: the English text is the seed's own.
  'protocols.publish_needs_team_and_type': {
    de: 'Veröffentlichen ist ohne Team und Typ nicht möglich',
    en: 'publishing fails without team and type',
  },
  'protocols.comments_disabled': {
    de: 'Kommentare sind für dieses Protokoll abgeschaltet.',
    en: 'Comments are disabled for this protocol.',
  },
  'protocols.not_comment_author': {
    de: 'Nur wer den Kommentar geschrieben hat, kann ihn ändern oder löschen.',
    en: 'Only the author of a comment can change or delete it.',
  },
  // Field messages.
  'protocols.member_not_active': {
    de: 'Bitte wählen Sie aktive Mitglieder der Organisation.',
    en: 'Please choose active members of the organisation.',
  },
  'protocols.team_unknown': {
    de: 'Bitte wählen Sie Teams dieser Organisation.',
    en: 'Please choose teams of this organisation.',
  },
  'protocols.contact_unknown': {
    de: 'Bitte wählen Sie einen Kontakt dieser Organisation.',
    en: 'Please choose a contact of this organisation.',
  },
  'protocols.task_unknown': {
    de: 'Diese Aufgabe gibt es nicht.',
    en: 'This task does not exist.',
  },
  'protocols.body_too_long': {
    de: 'Der Text ist zu lang.',
    en: 'The text is too long.',
  },
} as const satisfies Record<string, { de: string; en: string }>;
