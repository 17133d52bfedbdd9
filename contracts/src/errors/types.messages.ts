/** Error codes of the types context, with German and English texts. */
export const TYPES_MESSAGES = {
  'types.type_not_found': {
    de: 'Dieser Typ wurde nicht gefunden.',
    en: 'This type was not found.',
  },
  // Also field messages (409 with the field that clashes).
  'types.title_taken': {
    de: 'Ein Typ mit diesem Titel existiert bereits.',
    en: 'A type with this title already exists.',
  },
  'types.short_taken': {
    de: 'Ein Typ mit diesem Kürzel existiert bereits.',
    en: 'A type with this prefix already exists.',
  },
  'types.type_in_use': {
    de: 'Dieser Typ wird noch verwendet und kann nicht gelöscht werden.',
    en: 'This type is still in use and cannot be deleted.',
  },
  // Field messages of `usage` beside types.type_in_use: how many items use the type.
  'types.used_by_item': {
    de: 'Dieser Typ wird noch von 1 Element verwendet und kann nicht gelöscht werden.',
    en: 'This type is still used by 1 item and cannot be deleted.',
  },
  'types.used_by_items': {
    de: 'Dieser Typ wird noch von {count} Elementen verwendet und kann nicht gelöscht werden.',
    en: 'This type is still used by {count} items and cannot be deleted.',
  },
  'types.claim_type_has_children': {
    de: 'Diese Reklamationsart hat Unterarten und kann nicht gelöscht werden. Löschen oder verschieben Sie zuerst die Unterarten.',
    en: 'This claim type has sub-types and cannot be deleted. Delete or move its sub-types first.',
  },
  // Field messages of `parent_id` (422).
  'types.parent_not_found': {
    de: 'Die übergeordnete Reklamationsart wurde nicht gefunden.',
    en: 'The parent claim type was not found.',
  },
  'types.parent_cycle': {
    de: 'Eine Reklamationsart kann nicht unter sich selbst oder eine ihrer Unterarten verschoben werden.',
    en: 'A claim type cannot be moved below itself or one of its sub-types.',
  },
} as const satisfies Record<string, { de: string; en: string }>;
