import { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { FileContent } from './file-store';

/** Content never changes under an id (a new upload is a new id): cache for a year. */
export const CACHE_IMMUTABLE = 'private, max-age=31536000, immutable';
/** Content under an address that may change (an avatar without its version): ask every time. */
export const CACHE_REVALIDATE = 'private, no-cache';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/** Shown in the browser (images, PDF); every other type is offered as a download. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);

const baseType = (contentType: string): string => contentType.split(';')[0].trim().toLowerCase();

/** The file name a download is offered under: made here, never the uploader's. */
export function downloadName(file: Pick<FileContent, 'id' | 'contentType'>): string {
  return `${file.id}.${EXTENSIONS[baseType(file.contentType)] ?? 'bin'}`;
}

/**
 * Answers with a stored file as it was stored: its sniffed content type, no sniffing by
 * the browser, shown inline under a server-made name, with a CSP that lets the file run
 * nothing should a browser open it as a page, private caching and an ETag (304 when the
 * client has it). For routes that checked the caller may read the file.
 */
export function storedFileResponse(
  request: Request,
  response: Response,
  file: FileContent,
  cacheControl: string = CACHE_IMMUTABLE,
): StreamableFile | undefined {
  const etag = `"${file.sha256}"`;
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', etag);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    response.status(304);
    return undefined;
  }
  return new StreamableFile(file.open(), {
    type: file.contentType,
    length: file.size,
    disposition: `${INLINE.has(baseType(file.contentType)) ? 'inline' : 'attachment'}; filename="${downloadName(file)}"`,
  });
}
