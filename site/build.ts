/**
 * Builds the site: the browser bundle, the server renderer, then every route prerendered per language
 * (content, head metadata and the CSS it uses inlined) plus sitemap.xml and robots.txt.
 *
 * Absolute URLs carry ORIGIN_PLACEHOLDER and the gateway's settings CONFIG_PLACEHOLDER: the gateway fills
 * both in when it loads the pages, so one build serves any deployment.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { type BlogPostSummary, relatedPosts, toSummary } from '../shared/blog';
import { type PostFile, parsePostFiles } from '../shared/blog-markdown';
import { LANGUAGES, type Language } from '../shared/languages';
import {
  CONFIG_PLACEHOLDER,
  MISSING_POST_PATH,
  ORIGIN_PLACEHOLDER,
  postPath,
  prerenderedFile,
} from '../shared/prerender';
import { SITE_ROUTES, type SiteRoute, siteRoute } from '../shared/site-routes';
import { buildBrandFont, headingCharacters } from './brand-font';
import type { RenderedPage } from './entry-server';
import { routeCopy } from './page-copy';
import type { BlogSnapshot } from './pages/blog/data';
import { pageUrl } from './seo/meta';
import { CHUNK_GRAPH_FILE, type ChunkGraph } from './vite.config';

const root = path.dirname(fileURLToPath(import.meta.url));
const configFile = path.join(root, 'vite.config.ts');
const outDir = path.join(root, '../dist/site');
const ssrDir = path.join(root, '../dist/site-ssr');

await build({ configFile, logLevel: 'warn' });
await build({ configFile, logLevel: 'warn', build: { ssr: true } });

const { render } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
  render: (pathname: string, language: string, origin: string, blog?: BlogSnapshot) => Promise<RenderedPage>;
};

/** The blog's posts, from the files the gateway serves (BLOG_DIR, as the gateway reads it). */
async function readPosts(dir: string) {
  const files: PostFile[] = [];
  for (const language of LANGUAGES) {
    const names = await readdir(path.join(dir, language)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
      const source = await readFile(path.join(dir, language, name), 'utf8');
      files.push({ language, id: name.slice(0, -'.md'.length), source });
    }
  }
  return parsePostFiles(files);
}
const posts = await readPosts(path.resolve(root, '..', process.env.BLOG_DIR ?? 'server/blog/posts'));
const summaries: BlogPostSummary[] = posts.map(toSummary);
const built = await readFile(path.join(outDir, 'index.html'), 'utf8');
const entry = entryScript(built);
/** The built index.html without its entry script and preloads: each page boots on its own (bootLine). */
const template = built
  .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '')
  .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');

/** Everything a heading can say: the locales' strings and the blog's posts, in every language. */
async function copyTexts(): Promise<string[]> {
  const texts = [JSON.stringify(posts)];
  const localesDir = path.join(root, '../locales');
  for (const language of LANGUAGES) {
    for (const name of (await readdir(path.join(localesDir, language))).filter((n) => n.endsWith('.json'))) {
      texts.push(await readFile(path.join(localesDir, language, name), 'utf8'));
    }
  }
  return texts;
}
const brandFont = await buildBrandFont(headingCharacters(await copyTexts()));
await writeFile(path.join(outDir, 'assets', brandFont.fileName), brandFont.bytes);
const baseCss =
  brandFont.fontFaces(`/assets/${brandFont.fileName}`) +
  (await readFile(path.join(root, 'public/base.css'), 'utf8')).replace(/\/\*[\s\S]*?\*\/|\s*\n\s*/g, '');

/** Which chunk holds each module, and what each chunk imports statically. */
const graphFile = path.join(outDir, CHUNK_GRAPH_FILE);
const graph = JSON.parse(await readFile(graphFile, 'utf8')) as ChunkGraph;
// The graph is for the build; it is not a file of the site.
await rm(path.dirname(graphFile), { recursive: true, force: true });

/**
 * The modules a route's page imports as it starts, beyond the entry, its copy and the styles runtime (which
 * every page starts when the browser is idle): the page's own module and a widget it shows at once, with what
 * that widget imports as it starts (widgets further down load as the visitor scrolls to them, and stay out).
 */
const STARTUP_MODULES: Record<SiteRoute | typeof NOT_FOUND_PATH, string[]> = {
  '/': ['pages/home/Home.tsx'],
  '/use-cases': ['pages/use-cases/UseCases.tsx'],
  '/integrations': ['pages/integrations/Integrations.tsx'],
  '/blog': ['pages/blog/BlogList.tsx'],
  '/blog/:id': ['pages/blog/BlogPost.tsx'],
  '/faq': ['pages/faq/Faq.tsx'],
  '/demo': ['pages/demo/DemoLanding.tsx'],
  '/demo/recruiter': [
    'pages/demo/DemoRecruiter.tsx',
    '../widgets/demo-wizard/element.ts',
    '../widgets/runtime/api.ts',
    '../widgets/runtime/captcha/solve.ts',
  ],
  '/privacy': ['pages/legal/Privacy.tsx'],
  '/legal': ['pages/legal/LegalNotice.tsx'],
  '/404': [],
};

/** A module's chunk and every chunk it imports statically, once each, the module's own first. */
function chunksOf(module: string, found = new Set<string>()): Set<string> {
  const file = graph.modules[module];
  if (!file) throw new Error(`The site's build has no chunk for ${module}`);
  return withImports(file, found);
}

function withImports(file: string, found: Set<string>): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  for (const imported of graph.imports[file] ?? []) withImports(imported, found);
  return found;
}

/** The chunks a page's start imports: the entry, the page's copy and module, and what it shows at once. */
function pageChunks(route: SiteRoute | typeof NOT_FOUND_PATH, language: Language): string[] {
  const chunks = new Set<string>();
  const pageCopy = routeCopy(route === NOT_FOUND_PATH ? undefined : route).map(
    (namespace) => `../locales/${language}/${namespace}.json`,
  );
  const widgetCopy = route === '/demo/recruiter' ? [`../widgets/demo-wizard/copy/${language}.ts`] : [];
  const modules = [
    'index.html',
    `copy/${language}.ts`,
    ...pageCopy,
    ...STARTUP_MODULES[route],
    ...widgetCopy,
    'document-styles.ts',
  ];
  for (const module of modules) chunksOf(module, chunks);
  return [...chunks].map((file) => `/${file}`);
}

/** The built entry script, which the page's boot line imports. */
function entryScript(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('The built index.html has no entry script');
  return entry;
}

/**
 * The app's code runs after the prerendered page has painted. On the first frame after the page shows, one
 * inline line (allowed by its hash in the page's CSP) names every chunk the page's start imports as
 * `<link rel="modulepreload">`, so the browser fetches them side by side instead of discovering them one import
 * at a time, and imports the entry. Named in the page's head instead, the chunks shared the first paint's
 * bandwidth: Lighthouse's mobile run measured the largest paint at 2.4 s against 1.0 s. The page needs no code
 * to be seen; its code only makes it interactive.
 */
function bootLine(route: SiteRoute | typeof NOT_FOUND_PATH, language: Language): string {
  const boot = `requestAnimationFrame(()=>setTimeout(()=>{for(const h of ${JSON.stringify(pageChunks(route, language))}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}import(${JSON.stringify(entry)})}))`;
  return `<script>${boot}</script>`;
}

/** The template with a page's language, head, inlined CSS, markup and boot line. */
function page(language: Language, route: SiteRoute | typeof NOT_FOUND_PATH, rendered: RenderedPage): string {
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
      // base.css travels inside the page's own style: no stylesheet request stands before the first paint.
      .replace(/<link rel="stylesheet" href="\/base.css" \/>\s*/, '')
      // Replacement functions: a `$` in a post's title or in the page data is text, not a replacement pattern.
      .replace(
        '</head>',
        () =>
          `  <meta name="alex-config" content="${CONFIG_PLACEHOLDER}">\n    ${rendered.head}\n    <style>${baseCss}</style>\n    <style data-twind>${rendered.css}</style>\n  </head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>\n    ${bootLine(route, language)}`)
  );
}

/** Any path no route matches renders the not-found page; the gateway answers it with a 404. */
const NOT_FOUND_PATH = '/404' as const;
const FIXED_ROUTES = SITE_ROUTES.filter((route) => !route.includes(':'));

/** Every page to write, with the blog data it shows: the routes, each post's page and the missing post's. */
const pagesToRender: [string, BlogSnapshot | undefined][] = [
  ...FIXED_ROUTES.map((route): [string, BlogSnapshot | undefined] => [
    route,
    route === '/blog' ? { posts: summaries } : undefined,
  ]),
  ...posts.map((post): [string, BlogSnapshot] => [
    postPath(post.id),
    { posts: summaries, post, related: relatedPosts(post, summaries).map((other) => other.id) },
  ]),
  [MISSING_POST_PATH, { posts: summaries, post: null }],
  [NOT_FOUND_PATH, undefined],
];

let count = 0;
for (const language of LANGUAGES) {
  for (const [pathname, blog] of pagesToRender) {
    const rendered = await render(pathname, language, ORIGIN_PLACEHOLDER, blog);
    const file = path.join(outDir, prerenderedFile(language, pathname === NOT_FOUND_PATH ? undefined : pathname));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page(language, siteRoute(pathname) ?? NOT_FOUND_PATH, rendered));
    count += 1;
  }
}

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${FIXED_ROUTES.flatMap((route) =>
  LANGUAGES.map(
    (language) => `  <url>
    <loc>${pageUrl(ORIGIN_PLACEHOLDER, route, language)}</loc>
${LANGUAGES.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${pageUrl(ORIGIN_PLACEHOLDER, route, other)}"/>`).join('\n')}
    <xhtml:link rel="alternate" hreflang="x-default" href="${pageUrl(ORIGIN_PLACEHOLDER, route, 'en')}"/>
  </url>`,
  ),
)
  .concat(
    // A post is written in one language: one address, no alternates.
    posts.map(
      (post) => `  <url>
    <loc>${pageUrl(ORIGIN_PLACEHOLDER, postPath(post.id), post.language)}</loc>
    <lastmod>${post.date}</lastmod>
  </url>`,
    ),
  )
  .join('\n')}
</urlset>
`;
await writeFile(path.join(outDir, 'sitemap.xml'), sitemap);
await writeFile(
  path.join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sandbox/\n\nSitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n`,
);
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `Prerendered ${count} pages (${FIXED_ROUTES.length} routes, ${posts.length} blog posts, the missing post and the not-found page, in ${LANGUAGES.length} languages).`,
);
