import sharp from 'sharp';
import type { JsonResponse } from './test-app';

/** Tiny valid images (1x1), made from their bytes. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgo' +
      'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA' +
      '/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
    'base64',
  ),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
} as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of a PNG chunk (type and data). */
export function pngCrc(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A PNG whose zlib data check (the Adler-32 at the end of the IDAT data) is wrong while
 * every chunk CRC is right: only a decoder that inflates the whole stream notices
 * (`incorrect data check`, Z_DATA_ERROR), a check of the first bytes or the chunks does not.
 */
export function pngWithBrokenZlibCheck(png: Buffer): Buffer {
  const out = Buffer.from(png);
  let last: { start: number; end: number } | undefined;
  for (let offset = 8; offset + 12 <= out.length;) {
    const end = offset + 8 + out.readUInt32BE(offset);
    if (out.toString('latin1', offset + 4, offset + 8) === 'IDAT') last = { start: offset + 4, end };
    offset = end + 4;
  }
  if (!last) throw new Error('no IDAT chunk in this PNG');
  out[last.end - 1] ^= 0xff; // the zlib stream ends with its Adler-32 in the last IDAT
  out.writeUInt32BE(pngCrc(out.subarray(last.start, last.end)), last.end);
  return out;
}

/** What an image is (format, size) and whether it carries metadata: stored images are encoded anew, so tests compare these, not bytes. */
export async function imageFacts(
  bytes: Buffer,
): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; exif: boolean }> {
  const { format, width, height, exif } = await sharp(bytes).metadata();
  return { format, width, height, exif: exif !== undefined };
}

export const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

export interface UploadPart {
  bytes: Buffer;
  /** The client's file name (never used by the server). */
  name?: string;
  /** The declared type (never trusted by the server). */
  type?: string;
  /** The multipart field; `file` unless told. */
  field?: string;
}

/** A multipart/form-data request with one file, answered as JSON. */
export async function uploadFile<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  part: UploadPart,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const form = new FormData();
  form.append(part.field ?? 'file', new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.name ?? 'upload.bin');
  const response = await fetch(`${base}${path}`, { method, body: form, headers: { 'content-language': 'en', ...headers } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A GET answered as bytes (downloads). */
export async function download(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
