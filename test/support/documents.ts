import { crc32 } from 'node:zlib';

/** A zip archive with its entries stored (not compressed), as office packages are built. */
export function zipOf(entries: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** Small documents of each kind, made from their bytes (enough for sniffing by content, not for an office suite). */
export const DOCUMENTS = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  docx: zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['word/document.xml', '<w:document/>'],
  ]),
  xlsx: zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['xl/workbook.xml', '<workbook/>'],
  ]),
  pptx: zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['ppt/presentation.xml', '<p:presentation/>'],
  ]),
  odt: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  /** An OLE2 compound file header followed by the UTF-16 name of a Word document's main stream. */
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le')]),
  gif: Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'),
  csv: Buffer.from('Nummer;Titel\nK-1;Müller\n', 'utf8'),
  /** A zip that is no office document. */
  zip: zipOf([['notes.txt', 'hallo']]),
  html: Buffer.from('<!doctype html><script>alert(1)</script>', 'utf8'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8'),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(64)]),
} as const;
