/**
 * Turns a fetched job post page into plain text for the wizard. The page's own schema.org JobPosting data is
 * preferred (JSON-LD, then microdata), composed into labelled lines in the page's language; otherwise the page's
 * main content as found by Readability. Scripts, styles and hidden elements never reach the text; paragraphs,
 * headings and list items stay one per line; the text is capped at MAX_CONTENT_CHARS.
 */
import { Readability } from '@mozilla/readability';
import { jobSignals } from '../text/job-signals';
import { composePosting, LABELS, languageOf } from './compose';
import { capText, documentText, htmlToText, oneLine, parseDocument } from './html-text';
import { type JsonObject, jsonLdPosting, microdataPosting, textOf } from './structured-data';

export { jobSignals } from '../text/job-signals';
export { MAX_CONTENT_CHARS } from './html-text';

export type JobSource = 'json-ld' | 'microdata' | 'main-content';

export interface ExtractedJob {
  content: string;
  source: JobSource;
  title: string | null;
}

/** Characters of a page parsed as HTML; JSON-LD beyond them is still read. */
export const MAX_PARSED_HTML = 300_000;
/** Pages with more elements than this skip Readability for their plain body text. */
const MAX_READABILITY_ELEMENTS = 1500;

/** A page's main content as Readability finds it, else its body without navigation, as text. */
function mainContent(document: Document, elements: number): { text: string; title: string | null } {
  const pageTitle = oneLine(document.title ?? '') || null;
  let text = '';
  let title = pageTitle;
  // Readability's cost grows steeply with the page: a page this large gets the cheaper body text, so one
  // huge page cannot hold the gateway for long. Readability changes the document, so it works on a copy.
  if (elements <= MAX_READABILITY_ELEMENTS) {
    try {
      const article = new Readability(document.cloneNode(true) as Document).parse();
      if (article?.content) text = htmlToText(article.content);
      if (article?.title) title = oneLine(article.title) || title;
    } catch {
      // A page Readability cannot handle falls back to its whole body.
    }
  }
  if (!text) {
    for (const element of Array.from(document.querySelectorAll('nav, header, footer, aside, form'))) element.remove();
    text = documentText(document as unknown as { documentElement: unknown });
  }
  return { text, title };
}

/**
 * A page cut to the first {@link MAX_PARSED_HTML} characters (a job post sits near the top of its page), with
 * every JSON-LD block of the whole page kept: the cost of parsing stays bounded however large the page is.
 */
function withinParseBudget(page: string): string {
  if (page.length <= MAX_PARSED_HTML) return page;
  const head = page.slice(0, MAX_PARSED_HTML);
  const jsonLd =
    page.slice(MAX_PARSED_HTML).match(/<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi) ?? [];
  return `${head.slice(0, head.lastIndexOf('<'))}${jsonLd.join('')}`;
}

/** How many elements a page has, counted on its markup (cheaper than asking the document). */
const elementCount = (html: string): number => html.match(/<[a-z]/gi)?.length ?? 0;

/** The job post in a page: its schema.org JobPosting (JSON-LD, then microdata), else its main content. */
export function extractJobPosting(page: string, _url: string): ExtractedJob {
  const html = withinParseBudget(page);
  const document = parseDocument(html) as unknown as Document;
  const structured: Array<[JobSource, JsonObject | null]> = [
    ['json-ld', jsonLdPosting(document)],
    ['microdata', microdataPosting(document)],
  ];
  for (const [source, posting] of structured) {
    if (!posting) continue;
    const language = languageOf(document, posting, textOf(posting.description));
    const composed = composePosting(posting, language);
    let content = composed.content;
    // A posting without a description still has one on the page itself.
    if (!textOf(posting.description)) {
      const page = mainContent(document, elementCount(html)).text;
      if (page) content = `${content}\n\n${LABELS[language].description}:\n${page}`;
    }
    return { content: capText(content.trim()), source, title: composed.title };
  }
  const { text, title } = mainContent(document, elementCount(html));
  return { content: capText(text.trim()), source: 'main-content', title };
}

/**
 * Whether extracted text is a job post: a schema.org JobPosting always is; a page's main content must show at
 * least two kinds of job vocabulary (hiring phrases, responsibilities, requirements, pay, contract, benefits).
 */
export function isJobPosting(text: string, source: JobSource): boolean {
  if (source === 'json-ld' || source === 'microdata') return true;
  return jobSignals(text).length >= 2;
}
