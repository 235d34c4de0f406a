/**
 * HTML to plain text: scripts, styles and hidden elements never reach the text; paragraphs, headings and list
 * items stay one per line.
 */
import { parseHTML } from 'linkedom';

export const MAX_CONTENT_CHARS = 20_000;

export interface DomNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?: (name: string) => string | null;
  hasAttribute?: (name: string) => boolean;
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'head',
  'button',
  'select',
  'input',
  'textarea',
]);

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
]);

function isHidden(element: DomNode): boolean {
  if (element.hasAttribute?.('hidden')) return true;
  if (element.getAttribute?.('aria-hidden') === 'true') return true;
  const style = element.getAttribute?.('style') ?? '';
  return /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style);
}

/** The text of a DOM subtree: one line per block and list item ("- " before an item), whitespace collapsed. */
export function nodeToText(root: DomNode): string {
  const lines: string[] = [];
  let current = '';
  let bullet = false;
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    current = '';
    if (!line) return;
    lines.push(bullet ? `- ${line}` : line);
    bullet = false;
  };
  const walk = (node: DomNode) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) {
        current += child.textContent ?? '';
        continue;
      }
      if (child.nodeType !== 1) continue;
      const tag = child.localName ?? '';
      if (SKIPPED.has(tag) || isHidden(child)) continue;
      if (tag === 'br') {
        flush();
      } else if (tag === 'li') {
        flush();
        bullet = true;
        walk(child);
        flush();
        bullet = false;
      } else if (BLOCKS.has(tag)) {
        flush();
        walk(child);
        flush();
      } else if (tag === 'td' || tag === 'th') {
        current += ' ';
        walk(child);
        current += ' ';
      } else {
        walk(child);
      }
    }
  };
  walk(root);
  flush();
  return lines.join('\n');
}

/** A DOM for a page or a fragment; linkedom does not add the <html>, <head> and <body> a page leaves out. */
export function parseDocument(html: string) {
  let whole = html;
  if (!/<html[\s>]/i.test(html)) {
    whole = /<(?:head|body)[\s>]/i.test(html)
      ? `<!doctype html><html>${html}</html>`
      : `<!doctype html><html><head></head><body>${html}</body></html>`;
  }
  return parseHTML(whole).document;
}

/** The text of a whole document (its <head> is skipped), however its elements are nested. */
export function documentText(document: { documentElement: unknown }): string {
  return document.documentElement ? nodeToText(document.documentElement as DomNode) : '';
}

/** HTML (a fragment or a page) to plain text, keeping paragraphs and list items as lines. */
export function htmlToText(html: string): string {
  let text = documentText(parseDocument(html));
  // Descriptions are sometimes HTML escaped twice: what came out is still markup.
  if (/<\/?(?:p|br|li|ul|ol|div|strong|b|em|h\d)\b[^>]*>/i.test(text)) {
    text = documentText(parseDocument(text));
  }
  return text;
}

export function capText(text: string, max = MAX_CONTENT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf(' '));
  return (end > max * 0.8 ? cut.slice(0, end) : cut).trimEnd();
}

/** A text on one line, its whitespace collapsed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
