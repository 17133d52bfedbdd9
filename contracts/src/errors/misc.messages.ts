/** Error codes of the small contexts (news, help, countries, bookmarks), with German and English texts. */
export const MISC_MESSAGES = {
  'news.update_not_found': {
    de: 'Diese Neuigkeit wurde nicht gefunden.',
    en: 'This update was not found.',
  },
  // The account lacks the feature flag kollab.update_news: no what's new.
  'news.updates_disabled': {
    de: 'Neuigkeiten sind für diese Organisation nicht freigeschaltet.',
    en: 'Updates are not enabled for this organisation.',
  },
  'bookmarks.bookmark_not_found': {
    de: 'Dieses Lesezeichen wurde nicht gefunden.',
    en: 'This bookmark was not found.',
  },
  // Also a field message (key of the `path` field's 422 error).
  'bookmarks.path_invalid': {
    de: 'Bitte geben Sie einen Pfad innerhalb der Anwendung an, der mit „/“ beginnt (ohne Protokoll und Host).',
    en: 'Please enter a path within the app that starts with "/" (no scheme or host).',
  },
  // Uploads (avatars, account logo and icon; later contact logos and task files).
  'file.missing': {
    de: 'Bitte wählen Sie eine Datei aus (Feld „file“).',
    en: 'Please choose a file (field "file").',
  },
  'file.unsupported_type': {
    de: 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PNG, JPEG und WebP.',
    en: 'This file type is not supported. Allowed are PNG, JPEG and WebP.',
  },
  'file.too_large': {
    de: 'Die Datei ist zu groß. Bitte wählen Sie eine kleinere Datei (Bilder höchstens 2 MB).',
    en: 'The file is too large. Please choose a smaller one (images at most 2 MB).',
  },
  'file.image_unreadable': {
    de: 'Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden. Bitte speichern Sie es neu und laden Sie es erneut hoch.',
    en: 'The image is damaged or incomplete and cannot be read. Please save it again and upload it once more.',
  },
  'file.image_too_many_pixels': {
    de: 'Das Bild hat zu viele Bildpunkte (höchstens 40 Megapixel). Bitte verkleinern Sie es.',
    en: 'The image has too many pixels (at most 40 megapixels). Please make it smaller.',
  },
  // Documents attached to tasks and protocols (core/files/document-upload.ts).
  'file.document_type_unsupported': {
    de: 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PDF, Word, Excel, PowerPoint, OpenDocument, Text, CSV und Bilder (PNG, JPEG, GIF, WebP).',
    en: 'This file type is not supported. Allowed are PDF, Word, Excel, PowerPoint, OpenDocument, text, CSV and images (PNG, JPEG, GIF, WebP).',
  },
  'file.document_too_large': {
    de: 'Die Datei ist zu groß (höchstens 20 MB).',
    en: 'The file is too large (at most 20 MB).',
  },
} as const satisfies Record<string, { de: string; en: string }>;
