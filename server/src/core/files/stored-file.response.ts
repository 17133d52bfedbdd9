import { StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { FileContent } from './file-store';

/** Content never changes under an id (a new upload is a new id): cache for a year. */
export const CACHE_IMMUTABLE = 'private, max-age=31536000, immutable';
/** Content under an address that may change (an avatar without its version): ask every time. */
export const CACHE_REVALIDATE = 'private, no-cache';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file name a download is offered under: made here, never the uploader's. */
export function downloadName(file: Pick<FileContent, 'id' | 'contentType'>): string {
  return `${file.id}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
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
    disposition: `inline; filename="${downloadName(file)}"`,
  });
}
