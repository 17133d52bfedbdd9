import type { JsonResponse } from './test-app';

/** Tiny valid images (1x1), made from their bytes. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////' +
      'wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
} as const;

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
export async function download(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
