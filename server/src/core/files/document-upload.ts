import { sniffImageType, type UploadedFileData } from './image-upload';
import { DomainRefusal } from '@kollab/contracts';

/** 20 MiB: office documents with pictures fit; bigger uploads are cut off while they arrive. */
export const DEFAULT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Optional override of the document size limit in bytes (tests provide a small one from a global module). */
export const DOCUMENT_UPLOAD_MAX_BYTES = Symbol('DOCUMENT_UPLOAD_MAX_BYTES');
/** The longest file name kept as a label. */
export const DOCUMENT_NAME_MAX = 255;

/** A document type we accept: what it is served as, and the extension of its server-made download name. */
export interface DocumentType {
  contentType: string;
  extension: string;
}

/** An upload that passed the checks: the bytes, the type they really have, and the uploader's name as a label. */
export interface DocumentUpload extends DocumentType {
  bytes: Buffer;
  /** The client's file name without path or control characters (shown in lists, never used as a path or download name). */
  name: string;
}

const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');
const utf16 = (text: string): Buffer => Buffer.from(text, 'utf16le');
const startsWith = (bytes: Buffer, signature: Buffer | readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && [...signature].every((byte, i) => bytes[offset + i] === byte);

const PDF = ascii('%PDF-');
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const ODF: Record<string, DocumentType> = {
  'application/vnd.oasis.opendocument.text': { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
  'application/vnd.oasis.opendocument.spreadsheet': { contentType: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods' },
  'application/vnd.oasis.opendocument.presentation': { contentType: 'application/vnd.oasis.opendocument.presentation', extension: 'odp' },
};

/** OOXML packages by the part that makes them what they are (part names are stored uncompressed in the zip). */
const OOXML: Array<[string, DocumentType]> = [
  ['word/document.xml', { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' }],
  ['xl/workbook.xml', { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }],
  ['ppt/presentation.xml', { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' }],
];

/** Legacy Office files (OLE2 compound files) by the name of their main stream (UTF-16 in the directory). */
const OLE2_STREAMS: Array<[string, DocumentType]> = [
  ['WordDocument', { contentType: 'application/msword', extension: 'doc' }],
  ['Workbook', { contentType: 'application/vnd.ms-excel', extension: 'xls' }],
  ['Book', { contentType: 'application/vnd.ms-excel', extension: 'xls' }],
  ['PowerPoint Document', { contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' }],
];

/** Plain text has no signature: only UTF-8 without NUL bytes, and only under these names. */
const TEXT_EXTENSIONS: Record<string, DocumentType> = {
  txt: { contentType: 'text/plain; charset=utf-8', extension: 'txt' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
};

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** An OpenDocument file: a zip whose first entry is `mimetype`, stored, naming the document type. */
function openDocumentType(bytes: Buffer): DocumentType | undefined {
  if (bytes.length < 30 || bytes.readUInt16LE(8) !== 0) return undefined;
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const size = bytes.readUInt32LE(18);
  if (bytes.subarray(30, 30 + nameLength).toString('latin1') !== 'mimetype' || size > 100) return undefined;
  const start = 30 + nameLength + extraLength;
  return ODF[bytes.subarray(start, start + size).toString('latin1')];
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * The document type by the file's bytes: PDF, PNG, JPEG, GIF, WebP, Word/Excel/PowerPoint
 * (OOXML and the older binary formats), OpenDocument text/spreadsheet/presentation; plain
 * text and CSV (which have no signature) when the bytes are UTF-8 and the name ends in
 * .txt or .csv. Anything else (HTML, SVG, scripts, archives, executables) is refused.
 */
export function sniffDocumentType(bytes: Buffer, name = ''): DocumentType | undefined {
  if (startsWith(bytes, PDF)) return { contentType: 'application/pdf', extension: 'pdf' };
  const image = sniffImageType(bytes);
  if (image) return { contentType: image, extension: IMAGE_EXTENSIONS[image] };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ZIP)) {
    const odf = openDocumentType(bytes);
    if (odf) return odf;
    if (!bytes.includes(ascii('[Content_Types].xml'))) return undefined;
    return OOXML.find(([part]) => bytes.includes(ascii(part)))?.[1];
  }
  if (startsWith(bytes, OLE2)) return OLE2_STREAMS.find(([stream]) => bytes.includes(utf16(stream)))?.[1];
  const text = TEXT_EXTENSIONS[extensionOf(name)];
  return text && isUtf8Text(bytes) ? text : undefined;
}

/** The client's file name as a label: no directories, no control characters, at most 255 characters. */
export function documentLabel(originalName: string, type: DocumentType): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control and bidi characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, DOCUMENT_NAME_MAX);
  return clean === '' || clean === '.' || clean === '..' ? `file.${type.extension}` : clean;
}

export const documentError = (code: 'file.missing' | 'file.document_type_unsupported' | 'file.document_too_large'): DomainRefusal =>
  DomainRefusal.invalid(code, 'file');

/** The multipart field `file` as a document, or 422 file.missing / file.document_too_large / file.document_type_unsupported. */
export function acceptDocument(file: UploadedFileData | undefined, maxBytes: number = DEFAULT_DOCUMENT_MAX_BYTES): DocumentUpload {
  if (!file || !Buffer.isBuffer(file.buffer) || file.buffer.length === 0) throw documentError('file.missing');
  if (file.buffer.length > maxBytes) throw documentError('file.document_too_large');
  const type = sniffDocumentType(file.buffer, file.originalname ?? '');
  if (!type) throw documentError('file.document_type_unsupported');
  return { bytes: file.buffer, ...type, name: documentLabel(file.originalname ?? '', type) };
}
