import { createElement, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/** Elements kept as they are (with only the attributes of ATTRIBUTES). */
const ELEMENTS = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'sub', 'sup', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'blockquote', 'pre', 'code', 'hr',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
/** Elements dropped with everything inside them (any other unknown element is unwrapped: its text stays). */
const DROPPED = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'img', 'picture', 'video', 'audio', 'source', 'track', 'canvas',
  'template', 'noscript', 'noembed', 'noframes', 'textarea', 'select', 'option', 'input', 'title', 'head', 'meta', 'link', 'base', 'xmp', 'plaintext',
]);
/** Void elements: no children. */
const VOID = new Set(['br', 'hr']);
/** React's names of the attributes kept, per element. */
const ATTRIBUTES: Record<string, Record<string, string>> = {
  a: { href: 'href', title: 'title' },
  ol: { start: 'start' },
  td: { colspan: 'colSpan', rowspan: 'rowSpan' },
  th: { colspan: 'colSpan', rowspan: 'rowSpan' },
};
const NUMERIC = new Set(['start', 'colspan', 'rowspan']);

/** A link target that is an absolute http(s) or mailto URL; anything else (javascript:, data:, relative) is no link. */
export function safeHref(value: string): string | null {
  // browsers ignore control characters and blanks inside a scheme ("java\tscript:")
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\/[^/]/i.test(squeezed) || /^mailto:./i.test(squeezed)) return value.trim();
  return null;
}

function attributesOf(element: Element, name: string, key: string): Record<string, string | number> {
  const props: Record<string, string | number> = { key };
  const allowed = ATTRIBUTES[name] ?? {};
  for (const attribute of Array.from(element.attributes)) {
    const attributeName = attribute.name.toLowerCase();
    const reactName = allowed[attributeName];
    if (!reactName) continue;
    if (attributeName === 'href') {
      const href = safeHref(attribute.value);
      if (href !== null) props.href = href;
    } else if (NUMERIC.has(attributeName)) {
      if (/^\d{1,4}$/.test(attribute.value.trim())) props[reactName] = Number(attribute.value.trim());
    } else {
      props[reactName] = attribute.value;
    }
  }
  if (name === 'a') {
    props.rel = 'noopener noreferrer';
    if (props.href !== undefined) props.target = '_blank';
  }
  return props;
}

function toNodes(nodes: NodeListOf<ChildNode> | ChildNode[], prefix: string): ReactNode[] {
  const result: ReactNode[] = [];
  Array.from(nodes).forEach((node, index) => {
    const key = `${prefix}${index}`;
    if (node.nodeType === 3) {
      // text: React escapes it
      result.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return; // comments, processing instructions, …
    const element = node as Element;
    const name = element.localName.toLowerCase();
    // only HTML elements: svg/math content is foreign
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROPPED.has(name)) return;
    if (!ELEMENTS.has(name)) {
      result.push(...toNodes(element.childNodes, `${key}.`));
      return;
    }
    const props = attributesOf(element, name, key);
    result.push(VOID.has(name) ? createElement(name, props) : createElement(name, props, ...toNodes(element.childNodes, `${key}.`)));
  });
  return result;
}

/**
 * Pure (given a DOMParser): the React nodes of `html` with only the allowed elements and
 * attributes. Nothing of the HTML reaches the page as markup: every kept element is made
 * anew by React, every text is escaped.
 */
export function safeHtmlNodes(html: string): ReactNode[] {
  if (!html) return [];
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return toNodes(parsed.body.childNodes, '');
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
