import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

/** Links go to the web or to a mail program, nowhere else (no javascript:, data:, relative or protocol-relative URLs). */
const LINK = /^(?:https?:\/\/|mailto:)/i;
/** Pictures come from https or are inline PNG, JPEG or WebP (never SVG, which can carry script). */
const IMAGE = /^(?:https:\/\/|data:image\/(?:png|jpe?g|webp);base64,[a-z0-9+/=\s]*$)/i;

export const RICH_TEXT_TAGS: readonly string[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Elements outside the list go, their text stays; these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    // Attribute values arrive with entities decoded, so `java&#115;cript:` is seen as what it is.
    a: (tagName, attribs) => {
      const { href, rel: _rel, ...rest } = attribs;
      const kept: Attributes = href !== undefined && LINK.test(href.trim()) ? { href: href.trim() } : {};
      return { tagName, attribs: { ...kept, ...rest, rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && IMAGE.test(src.trim()) ? { src: src.trim(), ...rest } : rest };
    },
  },
  // A picture whose source was refused is dropped as a whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich text (templates of task and protocol types, later protocol and task bodies) as
 * it may be stored and shown: an allowlist of headings, paragraphs, lists, emphasis,
 * links (http, https, mailto; rel="noopener noreferrer"), tables, quotes, code and
 * pictures (https or inline PNG/JPEG/WebP). Everything else goes: script, style,
 * iframe, svg, event handlers, style and class attributes, other URL schemes.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
