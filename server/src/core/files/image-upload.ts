import { ApiError } from '../http/api-error';

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** 2 MiB: enough for a logo or an avatar; bigger uploads are cut off while they arrive. */
export const DEFAULT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Optional override of the image size limit in bytes (tests provide a small one from a global module). */
export const IMAGE_UPLOAD_MAX_BYTES = Symbol('IMAGE_UPLOAD_MAX_BYTES');

/** The part of a multer file this code reads (multer's own types are not installed). */
export interface UploadedFileData {
  fieldname: string;
  originalname: string;
  /** As the client declared it: never trusted. */
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** An upload that passed the checks: the bytes and the type they really have. */
export interface ImageUpload {
  bytes: Buffer;
  contentType: ImageContentType;
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type by the file's first bytes, whatever its name or declared type says.
 * SVG is not an image here (it can carry scripts); GIF, HEIC and the rest are refused.
 */
export function sniffImageType(bytes: Buffer): ImageContentType | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

export const fileError = (code: 'file.missing' | 'file.unsupported_type' | 'file.too_large'): ApiError =>
  new ApiError(422, code, { file: [{ key: code }] });

/** The multipart field `file` as an image, or 422 file.missing / file.too_large / file.unsupported_type. */
export function acceptImage(file: UploadedFileData | undefined, maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): ImageUpload {
  if (!file || !Buffer.isBuffer(file.buffer) || file.buffer.length === 0) throw fileError('file.missing');
  if (file.buffer.length > maxBytes) throw fileError('file.too_large');
  const contentType = sniffImageType(file.buffer);
  if (!contentType) throw fileError('file.unsupported_type');
  return { bytes: file.buffer, contentType };
}
