import { IMAGE_MAX_PIXELS, loadSharp } from '../files/image-upload';

/** The logo is drawn at most 150 x 60 pt; this many pixels across is sharp enough for print. */
const LOGO_MAX_WIDTH = 750;
const LOGO_MAX_HEIGHT = 300;

/**
 * The stored logo as pdfkit should meet it: decoded completely by sharp and encoded anew
 * as an opaque PNG (flattened onto white, so pdfkit embeds it without inflating it
 * itself), small enough for the header. PNG, JPEG and WebP logos all become drawable.
 * A logo sharp cannot decode — stored before uploads were decoded, say — gives
 * `undefined`: the PDF is printed without it (with the account's name), never refused.
 */
export async function printableLogo(bytes: Buffer | undefined): Promise<Buffer | undefined> {
  if (!bytes || bytes.length === 0) return undefined;
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}
