/**
 * Turns a fetched job post page into plain text for the wizard. The page's own schema.org JobPosting data is
 * preferred (JSON-LD, then microdata), composed into labelled lines in the page's language; otherwise the page's
 * main content as found by Readability. Scripts, styles and hidden elements never reach the text; paragraphs,
 * headings and list items stay one per line; the text is capped at MAX_CONTENT_CHARS.
 */
import { Readability } from '@mozilla/readability';
import { franc } from 'franc-min';
import { parseHTML } from 'linkedom';

export type JobSource = 'json-ld' | 'microdata' | 'main-content';

export interface ExtractedJob {
  content: string;
  source: JobSource;
  title: string | null;
}

export const MAX_CONTENT_CHARS = 20_000;
/** Characters of a page parsed as HTML; JSON-LD beyond them is still read. */
export const MAX_PARSED_HTML = 300_000;
/** Pages with more elements than this skip Readability for their plain body text. */
export const MAX_READABILITY_ELEMENTS = 1500;

type LabelLanguage = 'en' | 'fr' | 'es';

// ---------------------------------------------------------------------------------------------------------------
// HTML to text
// ---------------------------------------------------------------------------------------------------------------

interface DomNode {
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
function nodeToText(root: DomNode): string {
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
function parseDocument(html: string) {
  let whole = html;
  if (!/<html[\s>]/i.test(html)) {
    whole = /<(?:head|body)[\s>]/i.test(html)
      ? `<!doctype html><html>${html}</html>`
      : `<!doctype html><html><head></head><body>${html}</body></html>`;
  }
  return parseHTML(whole).document;
}

/** The text of a whole document (its <head> is skipped), however its elements are nested. */
function documentText(document: { documentElement: unknown }): string {
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

function capText(text: string, max = MAX_CONTENT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf(' '));
  return (end > max * 0.8 ? cut.slice(0, end) : cut).trimEnd();
}

// ---------------------------------------------------------------------------------------------------------------
// schema.org JobPosting, from JSON-LD or microdata, as one plain object
// ---------------------------------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(node: JsonObject, type: string): boolean {
  const declared = node['@type'] ?? node.type;
  const types = Array.isArray(declared) ? declared : [declared];
  return types.some((t) => typeof t === 'string' && (t === type || t.endsWith(`/${type}`) || t.endsWith(`:${type}`)));
}

/** Every JobPosting inside a JSON-LD value: top-level, in arrays, in @graph, or nested (mainEntity…). */
function findJobPostings(value: Json | undefined, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8 || value === undefined) return found;
  if (Array.isArray(value)) {
    for (const item of value) findJobPostings(item, found, depth + 1);
  } else if (isObject(value)) {
    if (hasType(value, 'JobPosting')) {
      found.push(value);
    } else {
      for (const item of Object.values(value)) findJobPostings(item, found, depth + 1);
    }
  }
  return found;
}

function parseJsonLd(text: string): Json | undefined {
  const body = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(body) as Json;
  } catch {
    // Raw line breaks and tabs inside strings are invalid JSON but common in pages.
    try {
      return JSON.parse(body.replace(/\p{Cc}+/gu, ' ')) as Json;
    } catch {
      return undefined;
    }
  }
}

/** A microdata item's properties, shaped like the JSON-LD of the same item. */
function microdataItem(element: Element): JsonObject {
  const item: JsonObject = {};
  const type = element.getAttribute('itemtype');
  if (type) item['@type'] = type;
  const add = (name: string, value: Json) => {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[name] = [existing, value];
  };
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      const props = (child.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean);
      const scoped = child.hasAttribute('itemscope');
      if (props.length > 0) {
        const value = scoped ? microdataItem(child) : microdataValue(child);
        for (const name of props) add(name, value);
      }
      // A nested item keeps its own properties.
      if (!scoped) visit(child);
    }
  };
  visit(element);
  return item;
}

function microdataValue(element: Element): Json {
  const tag = element.localName;
  const attribute = (name: string) => element.getAttribute(name) ?? '';
  if (element.hasAttribute('content')) return attribute('content');
  if (tag === 'meta') return attribute('content');
  if (tag === 'a' || tag === 'link' || tag === 'area') return attribute('href');
  if (tag === 'img' || tag === 'audio' || tag === 'video' || tag === 'source') return attribute('src');
  if (tag === 'time' && element.hasAttribute('datetime')) return attribute('datetime');
  if ((tag === 'data' || tag === 'meter') && element.hasAttribute('value')) return attribute('value');
  return nodeToText(element as unknown as DomNode);
}

// ---------------------------------------------------------------------------------------------------------------
// Composing the labelled text
// ---------------------------------------------------------------------------------------------------------------

const LABELS = {
  en: {
    title: 'Job title',
    company: 'Company',
    location: 'Location',
    remote: 'Remote',
    employmentType: 'Employment type',
    salary: 'Salary',
    description: 'Description',
    responsibilities: 'Responsibilities',
    qualifications: 'Qualifications',
    skills: 'Skills',
    experience: 'Experience',
    education: 'Education',
    benefits: 'Benefits',
  },
  fr: {
    title: 'Intitulé du poste',
    company: 'Entreprise',
    location: 'Lieu',
    remote: 'Télétravail',
    employmentType: 'Type de contrat',
    salary: 'Salaire',
    description: 'Description',
    responsibilities: 'Missions',
    qualifications: 'Qualifications',
    skills: 'Compétences',
    experience: 'Expérience',
    education: 'Formation',
    benefits: 'Avantages',
  },
  es: {
    title: 'Puesto',
    company: 'Empresa',
    location: 'Ubicación',
    remote: 'Remoto',
    employmentType: 'Tipo de empleo',
    salary: 'Salario',
    description: 'Descripción',
    responsibilities: 'Responsabilidades',
    qualifications: 'Requisitos',
    skills: 'Habilidades',
    experience: 'Experiencia',
    education: 'Formación',
    benefits: 'Beneficios',
  },
} as const;

const EMPLOYMENT_TYPES: Record<string, Record<LabelLanguage, string>> = {
  FULL_TIME: { en: 'Full-time', fr: 'Temps plein', es: 'Tiempo completo' },
  PART_TIME: { en: 'Part-time', fr: 'Temps partiel', es: 'Tiempo parcial' },
  CONTRACTOR: { en: 'Contractor', fr: 'Indépendant', es: 'Contratista' },
  TEMPORARY: { en: 'Temporary', fr: 'Temporaire', es: 'Temporal' },
  INTERN: { en: 'Internship', fr: 'Stage', es: 'Prácticas' },
  VOLUNTEER: { en: 'Volunteer', fr: 'Bénévolat', es: 'Voluntariado' },
  PER_DIEM: { en: 'Per diem', fr: 'À la journée', es: 'Por día' },
  OTHER: { en: 'Other', fr: 'Autre', es: 'Otro' },
};

const SALARY_UNITS: Record<string, Record<LabelLanguage, string>> = {
  HOUR: { en: 'per hour', fr: 'par heure', es: 'por hora' },
  DAY: { en: 'per day', fr: 'par jour', es: 'por día' },
  WEEK: { en: 'per week', fr: 'par semaine', es: 'por semana' },
  MONTH: { en: 'per month', fr: 'par mois', es: 'al mes' },
  YEAR: { en: 'per year', fr: 'par an', es: 'al año' },
};

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function list(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A property as text: strings (possibly HTML), numbers, lists, or an object's name. */
function textOf(value: Json | undefined): string {
  if (value === undefined || value === null || typeof value === 'boolean') return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /[<&]/.test(value) ? htmlToText(value) : value.trim();
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('\n');
  return textOf(value.name ?? value['@value'] ?? value.description);
}

function placeOf(place: Json, language: LabelLanguage): string {
  if (!isObject(place)) return oneLine(textOf(place));
  const address = place.address;
  if (!isObject(address)) return oneLine(textOf(address ?? place.name));
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map((p) => oneLine(textOf(p)));
  const unique = parts.filter((p, i) => p && parts.indexOf(p) === i);
  return unique.join(', ') || oneLine(textOf(address.streetAddress ?? place.name)) || LABELS[language].location;
}

function formatAmount(value: Json | undefined, language: LabelLanguage): string {
  const number = typeof value === 'number' ? value : Number(typeof value === 'string' ? value.trim() : Number.NaN);
  if (typeof value === 'string' && !Number.isFinite(number)) return oneLine(value);
  return Number.isFinite(number) ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(number) : '';
}

function salaryOf(salary: Json | undefined, language: LabelLanguage): string {
  if (salary === undefined || salary === null) return '';
  if (!isObject(salary)) return formatAmount(salary as Json, language);
  const currency = oneLine(textOf(salary.currency ?? salary.salaryCurrency));
  const amount = salary.value ?? salary;
  let figure: string;
  let unit = '';
  if (isObject(amount)) {
    const min = formatAmount(amount.minValue, language);
    const max = formatAmount(amount.maxValue, language);
    const exact = formatAmount(amount.value, language);
    figure = exact || (min && max ? `${min} – ${max}` : min || max);
    unit = oneLine(textOf(amount.unitText));
  } else {
    figure = formatAmount(amount, language);
    unit = oneLine(textOf(salary.unitText));
  }
  if (!figure) return '';
  const unitText = SALARY_UNITS[unit.toUpperCase()]?.[language] ?? unit.toLowerCase();
  return [figure, currency, unitText].filter(Boolean).join(' ');
}

function employmentOf(value: Json | undefined, language: LabelLanguage): string {
  return list(value)
    .flatMap((v) => (typeof v === 'string' ? v.split(/\s*,\s*/) : [textOf(v)]))
    .map(
      (v) =>
        EMPLOYMENT_TYPES[
          v
            .trim()
            .toUpperCase()
            .replace(/[\s-]+/g, '_')
        ]?.[language] ?? oneLine(v),
    )
    .filter(Boolean)
    .join(', ');
}

function languageOf(document: Document, posting: JsonObject | null, sample: string): LabelLanguage {
  const declared = [document.documentElement?.getAttribute('lang'), posting ? textOf(posting.inLanguage) : '']
    .map((l) => (l ?? '').trim().slice(0, 2).toLowerCase())
    .find((l) => l === 'en' || l === 'fr' || l === 'es');
  if (declared) return declared as LabelLanguage;
  const guess = franc(sample.slice(0, 2000), { only: ['eng', 'fra', 'spa'], minLength: 20 });
  return guess === 'fra' ? 'fr' : guess === 'spa' ? 'es' : 'en';
}

/** A JobPosting's fields as labelled lines, then its long texts as labelled sections. */
function composePosting(posting: JsonObject, language: LabelLanguage): { content: string; title: string | null } {
  const labels = LABELS[language];
  const title = oneLine(textOf(posting.title ?? posting.name)) || null;
  const company = oneLine(list(posting.hiringOrganization).map(textOf).filter(Boolean).join(', '));
  const places = list(posting.jobLocation)
    .map((p) => placeOf(p, language))
    .filter(Boolean);
  if (list(posting.jobLocationType).some((t) => /telecommute/i.test(textOf(t)))) places.push(labels.remote);
  const salary = salaryOf(posting.baseSalary ?? posting.estimatedSalary, language);

  const header = [
    [labels.title, title ?? ''],
    [labels.company, company],
    [labels.location, [...new Set(places)].join('; ')],
    [labels.employmentType, employmentOf(posting.employmentType, language)],
    [labels.salary, salary],
  ]
    .map(([label, value]) => [label, oneLine(value ?? '')])
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);

  const sections = [
    [labels.description, posting.description],
    [labels.responsibilities, posting.responsibilities],
    [labels.qualifications, posting.qualifications],
    [labels.skills, posting.skills],
    [labels.experience, posting.experienceRequirements],
    [labels.education, posting.educationRequirements],
    [labels.benefits, posting.jobBenefits],
  ] as const;
  const blocks = sections
    .map(([label, value]) => [label, textOf(value)] as const)
    .filter(([, text]) => text)
    .map(([label, text]) => `${label}:\n${text}`);

  return { content: [header.join('\n'), ...blocks].filter(Boolean).join('\n\n'), title };
}

// ---------------------------------------------------------------------------------------------------------------
// Extraction
// ---------------------------------------------------------------------------------------------------------------

function jsonLdPosting(document: Document): JsonObject | null {
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const type = (script.getAttribute('type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    const posting = findJobPostings(parseJsonLd(script.textContent ?? ''))[0];
    if (posting) return posting;
  }
  return null;
}

function microdataPosting(document: Document): JsonObject | null {
  for (const element of Array.from(document.querySelectorAll('[itemscope][itemtype]'))) {
    const types = (element.getAttribute('itemtype') ?? '').split(/\s+/);
    if (types.some((t) => /^https?:\/\/schema\.org\/JobPosting\/?$/i.test(t))) return microdataItem(element);
  }
  return null;
}

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

// ---------------------------------------------------------------------------------------------------------------
// Is it a job post?
// ---------------------------------------------------------------------------------------------------------------

function phrases(...patterns: string[]): RegExp {
  // Word boundaries that also hold next to accented letters.
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** Kinds of evidence that a text is a job post, each in English, French and Spanish. */
const JOB_SIGNALS: Record<string, RegExp> = {
  hiring: phrases(
    "we(?:'re| are) (?:hiring|recruiting|looking for)",
    'join (?:our|the) team',
    'apply (?:now|today|online|for this (?:job|position|role))',
    'how to apply',
    'job (?:description|title|offer|opening|posting|summary|type|ad)',
    'open (?:position|role)',
    'vacanc(?:y|ies)',
    'about the (?:role|job|position)',
    'nous recrutons',
    'on recrute',
    'recrute',
    "offre d'emploi",
    'postuler',
    'candidature',
    'rejoignez(?:-nous| notre équipe)',
    'description du poste',
    'intitulé du poste',
    'votre futur poste',
    'h/f',
    'f/h',
    'estamos (?:contratando|buscando)',
    'buscamos',
    'oferta de (?:empleo|trabajo)',
    'vacantes?',
    'postúlate',
    'postularse',
    'inscríbete',
    'únete a (?:nuestro|nuestra)',
    'descripción del puesto',
    'puesto de trabajo',
  ),
  responsibilities: phrases(
    'responsibilities',
    'duties',
    "what you(?:'ll| will) do",
    'your role',
    'key tasks',
    'day-to-day',
    'missions?(?: principales)?\\s*:',
    'vos missions',
    'votre mission',
    'missions principales',
    'responsabilités',
    'vos tâches',
    'vous serez (?:chargée?|en charge)',
    'responsabilidades',
    '(?:tus|sus) funciones',
    'funciones (?:principales|del puesto)',
    '(?:tus|sus) tareas',
    'tareas (?:principales|del puesto)',
    'qué harás',
  ),
  requirements: phrases(
    'requirements',
    'qualifications',
    "what we(?:'re| are) looking for",
    'who you are',
    'must[- ]haves?',
    'nice to have',
    '\\d+\\+? years? of experience',
    '(?:required|key) skills',
    'your profile',
    'profil recherché',
    'votre profil',
    'compétences (?:requises|attendues|souhaitées)',
    "expérience (?:de|d'au moins|minimum|requise|souhaitée|significative)",
    'diplôme',
    'prérequis',
    'requisitos',
    'perfil (?:buscado|requerido|del candidato)',
    'tu perfil',
    'experiencia (?:de|mínima|previa|requerida|demostrable)',
    'años de experiencia',
    'titulación',
  ),
  compensation: phrases(
    'salary',
    'compensation',
    'per hour',
    'hourly (?:rate|pay|wage)',
    'pay (?:range|rate)',
    'salaire',
    'rémunération',
    'brut (?:annuel|mensuel|horaire)',
    'salario',
    'sueldo',
    'remuneración',
    'bruto anual',
  ),
  contract: phrases(
    'full[- ]time',
    'part[- ]time',
    'permanent (?:contract|position|role)',
    'fixed[- ]term',
    'temporary (?:contract|position|role)',
    'employment type',
    'start date',
    'cdi',
    'cdd',
    'intérim',
    'temps (?:plein|partiel)',
    'type de contrat',
    'alternance',
    'prise de poste',
    'contrato (?:indefinido|temporal|por obra)',
    'tipo de contrato',
    'jornada (?:completa|parcial|laboral)',
    'tiempo (?:completo|parcial)',
    'medio tiempo',
    'incorporación inmediata',
  ),
  benefits: phrases(
    'benefits',
    'perks',
    'what we offer',
    'paid time off',
    'health insurance',
    'avantages',
    'ce que nous (?:vous )?(?:offrons|proposons)',
    'mutuelle',
    'tickets? restaurant',
    'beneficios',
    'ofrecemos',
    'seguro médico',
  ),
};

/** The kinds of job evidence found in a text. */
export function jobSignals(text: string): string[] {
  const normalised = text.replace(/[’‘`]/g, "'");
  return Object.entries(JOB_SIGNALS)
    .filter(([, pattern]) => pattern.test(normalised))
    .map(([kind]) => kind);
}

/**
 * Whether extracted text is a job post: a schema.org JobPosting always is; a page's main content must show at
 * least two kinds of job vocabulary (hiring phrases, responsibilities, requirements, pay, contract, benefits).
 */
export function isJobPosting(text: string, source: JobSource): boolean {
  if (source === 'json-ld' || source === 'microdata') return true;
  return jobSignals(text).length >= 2;
}
