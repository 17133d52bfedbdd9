import { createElement, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/** Elements kept as they are (with only the attributes of ATTRIBUTES). */
const ELEMENTS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'pre',
  'code',
  'hr',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
/** Elements dropped with everything inside them (any other unknown element is unwrapped: its text stays). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'input',
  'title',
  'head',
  'meta',
  'link',
  'base',
  'xmp',
  'plaintext',
]);
/** Void elements: no children. */
const VOID = new Set(['br', 'hr']);
/** The attributes kept, per element. */
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  ol: ['start'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const NUMERIC = new Set(['start', 'colspan', 'rowspan']);
/** React's names where they differ from the HTML attribute's. */
const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

/** A link target that is an absolute http(s) or mailto URL; anything else (javascript:, data:, relative) is no link. */
export function safeHref(value: string): string | null {
  // browsers ignore control characters and blanks inside a scheme ("java\tscript:")
  // eslint-disable-next-line no-control-regex -- they are what it removes
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\/[^/]/i.test(squeezed) || /^mailto:./i.test(squeezed)) return value.trim();
  return null;
}

/** What is left of the HTML: text, or an allowed element with its allowed attributes (HTML names). */
type CleanNode = string | { name: string; attributes: Record<string, string | number>; children: CleanNode[] };

function attributesOf(element: Element, name: string): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  const allowed = ATTRIBUTES[name] ?? [];
  for (const attribute of Array.from(element.attributes)) {
    const attributeName = attribute.name.toLowerCase();
    if (!allowed.includes(attributeName)) continue;
    if (attributeName === 'href') {
      const href = safeHref(attribute.value);
      if (href !== null) kept.href = href;
    } else if (NUMERIC.has(attributeName)) {
      if (/^\d{1,4}$/.test(attribute.value.trim())) kept[attributeName] = Number(attribute.value.trim());
    } else {
      kept[attributeName] = attribute.value;
    }
  }
  return kept;
}

function clean(nodes: NodeListOf<ChildNode> | ChildNode[]): CleanNode[] {
  const result: CleanNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) {
      result.push(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== 1) continue; // comments, processing instructions, …
    const element = node as Element;
    const name = element.localName.toLowerCase();
    // only HTML elements: svg/math content is foreign
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED.has(name)) continue;
    if (!ELEMENTS.has(name)) {
      result.push(...clean(element.childNodes));
      continue;
    }
    result.push({ name, attributes: attributesOf(element, name), children: VOID.has(name) ? [] : clean(element.childNodes) });
  }
  return result;
}

/** Parses without running anything: a DOMParser document loads no images and runs no scripts. */
const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

function toReact(nodes: CleanNode[], prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node; // text: React escapes it
    const key = `${prefix}${index}`;
    const props: Record<string, string | number> = { key };
    for (const [attribute, value] of Object.entries(node.attributes)) props[REACT_NAMES[attribute] ?? attribute] = value;
    if (node.name === 'a') {
      props.rel = 'noopener noreferrer';
      if (props.href !== undefined) props.target = '_blank';
    }
    return VOID.has(node.name) ? createElement(node.name, props) : createElement(node.name, props, ...toReact(node.children, `${key}.`));
  });
}

/**
 * Pure (given a DOMParser): the React nodes of `html` with only the allowed elements and
 * attributes. Nothing of the HTML reaches the page as markup: every kept element is made
 * anew by React, every text is escaped.
 */
export function safeHtmlNodes(html: string): ReactNode[] {
  if (!html) return [];
  return toReact(clean(parsed(html).body.childNodes), '');
}

/**
 * The same allowlist as markup, for what must take HTML (the rich-text editor's
 * contentEditable): built in an inert document, so the markup is safe to assign to innerHTML.
 */
export function safeHtmlMarkup(html: string): string {
  if (!html) return '';
  const inert = parsed(html);
  const build = (nodes: CleanNode[], into: Node) => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        into.appendChild(inert.createTextNode(node));
        continue;
      }
      const element = inert.createElement(node.name);
      for (const [attribute, value] of Object.entries(node.attributes)) element.setAttribute(attribute, String(value));
      build(node.children, element);
      into.appendChild(element);
    }
  };
  const container = inert.createElement('div');
  build(clean(inert.body.childNodes), container);
  return container.innerHTML;
}

export interface SafeHtmlProps {
  /** Rich text the server sanitised already (defence in depth: sanitised here again). */
  html: string;
  /** An accessible label for the text's region (e.g. "Inhalt"). */
  label?: string;
  sx?: SxProps<Theme>;
}

/** Shows server-sanitised rich text (protocol bodies, task descriptions) through an allowlist. */
export function SafeHtml({ html, label, sx }: SafeHtmlProps) {
  return (
    <Box
      aria-label={label}
      role={label ? 'region' : undefined}
      sx={[
        {
          overflowWrap: 'anywhere',
          '& h1': { typography: 'h5', mt: 0, mb: 1 },
          '& h2': { typography: 'h6', mt: 0, mb: 1 },
          '& h3, & h4': { typography: 'subtitle1', fontWeight: 600, mt: 0, mb: 1 },
          '& p': { mt: 0, mb: 1 },
          '& ul, & ol': { mt: 0, mb: 1, pl: 3 },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', m: 0, mb: 1, pl: 2, color: 'text.secondary' },
          '& table': { borderCollapse: 'collapse', mb: 1 },
          '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {safeHtmlNodes(html)}
    </Box>
  );
}
