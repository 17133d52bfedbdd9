import type { Sharp, SharpOptions } from 'sharp';
import { DomainRefusal } from '@kollab/contracts';

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

export type ImageFileCode = 'file.missing' | 'file.unsupported_type' | 'file.too_large' | 'file.image_unreadable' | 'file.image_too_many_pixels';

export const fileError = (code: ImageFileCode): DomainRefusal => DomainRefusal.invalid(code, 'file');

/**
 * At most this many pixels are decoded (40 megapixels: a phone photo): a small file that
 * claims a huge picture (a decompression bomb) is refused before it is decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** What is stored fits in this square (a logo, an avatar); larger pictures are scaled down. */
export const IMAGE_MAX_SIDE = 2048;

/**
 * sharp and its libvips (some 20 MB resident) are loaded with the first image, not at start.
 */
export async function loadSharp(): Promise<(input?: Buffer, options?: SharpOptions) => Sharp> {
  return (await import('sharp')).default;
}

/**
 * Decodes the whole image with sharp (libvips) and encodes it anew in its own format,
 * scaled into IMAGE_MAX_SIDE, turned upright by its EXIF orientation, without metadata
 * (EXIF, GPS, ICC profiles, comments, text chunks: sharp keeps none unless asked). A
 * file that cannot be decoded to its last pixel (a broken zlib stream or checksum, a
 * truncated JPEG) is 422 file.image_unreadable; more than IMAGE_MAX_PIXELS is 422
 * file.image_too_many_pixels, checked from the header before anything is decoded.
 */
export async function reencodeImage(bytes: Buffer, contentType: ImageContentType): Promise<ImageUpload> {
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw fileError('file.image_unreadable');
  }
  if (!width || !height) throw fileError('file.image_unreadable');
  if (width * height > IMAGE_MAX_PIXELS) throw fileError('file.image_too_many_pixels');
  const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    contentType === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : contentType === 'image/jpeg'
        ? pipeline.jpeg({ quality: 90 })
        : pipeline.webp({ quality: 90 });
  try {
    return { bytes: await encoded.toBuffer(), contentType };
  } catch {
    throw fileError('file.image_unreadable');
  }
}

/**
 * The multipart field `file` as an image, decoded and encoded anew (`reencodeImage`), or
 * 422 file.missing / file.too_large / file.unsupported_type / file.image_unreadable /
 * file.image_too_many_pixels.
 */
export async function acceptImage(file: UploadedFileData | undefined, maxBytes: number = DEFAULT_IMAGE_MAX_BYTES): Promise<ImageUpload> {
  if (!file || !Buffer.isBuffer(file.buffer) || file.buffer.length === 0) throw fileError('file.missing');
  if (file.buffer.length > maxBytes) throw fileError('file.too_large');
  const contentType = sniffImageType(file.buffer);
  if (!contentType) throw fileError('file.unsupported_type');
  return reencodeImage(file.buffer, contentType);
}
