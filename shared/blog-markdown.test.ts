import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { BlogFileError, parsePostFile, renderPostMarkdown, sanitizePostHtml } from './blog-markdown';

const FRONT = `---
title: "Cutting no-shows"
excerpt: "Reminders that work."
author: "Camille Laurent"
authorRole: "Head of Customer Success"
date: 2026-09-14
category: "No-shows"
image: /blog/no-shows.svg
featured: true
tags: ["No-shows", "Staffing"]
status: Done
language: en
---
`;

describe('a post file', () => {
  it('carries every field of the post entity', () => {
    const post = parsePostFile(
      `${FRONT}## Why\n\nCandidates forget. [See the ROI](/#roi).\n`,
      'cutting-no-shows',
      'en',
    );
    expect(post).toEqual({
      id: 'cutting-no-shows',
      title: 'Cutting no-shows',
      excerpt: 'Reminders that work.',
      author: 'Camille Laurent',
      authorRole: 'Head of Customer Success',
      date: '2026-09-14',
      readTime: 1,
      category: 'No-shows',
      image: '/blog/no-shows.svg',
      featured: true,
      tags: ['No-shows', 'Staffing'],
      status: 'Done',
      language: 'en',
      content: '<h2>Why</h2>\n<p>Candidates forget. <a href="/#roi">See the ROI</a>.</p>\n',
    });
  });

  it('computes the read time from the body', () => {
    const body = `${Array.from({ length: 401 }, () => 'word').join(' ')}\n`;
    expect(parsePostFile(`${FRONT}${body}`, 'long', 'en').readTime).toBe(3);
  });

  it.each([
    ['no front matter', '# Title\n\ntext', /no front matter/],
    ['a missing field', FRONT.replace(/author: .*\n/, ''), /author/],
    ['an unknown field', FRONT.replace('status: Done', 'status: Done\nsecret: 1'), /secret/],
    ['a wrong type', FRONT.replace('featured: true', 'featured: "yes"'), /featured/],
    ['a date that is no day', FRONT.replace('2026-09-14', '2026-13-45'), /date/],
    ['another language than its folder', FRONT.replace('language: en', 'language: fr'), /does not match/],
    ['an image outside the site', FRONT.replace('/blog/no-shows.svg', 'https://evil.example/x.svg'), /image/],
    ['an image of another host', FRONT.replace('/blog/no-shows.svg', '//evil.example/x.svg'), /image/],
    ['broken YAML', FRONT.replace('tags: ["No-shows", "Staffing"]', 'tags: ["No-shows"'), /front matter/],
  ])('refuses %s, naming the file', (_name, source, message) => {
    expect(() => parsePostFile(`${source}text\n`, 'bad-post', 'en')).toThrow(BlogFileError);
    expect(() => parsePostFile(`${source}text\n`, 'bad-post', 'en')).toThrow(message);
    expect(() => parsePostFile(`${source}text\n`, 'bad-post', 'en')).toThrow(/en\/bad-post\.md/);
  });
});

describe('post HTML never carries script (XSS payloads)', () => {
  const ALLOWED = [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ];

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a script in Markdown', 'Hello <script src="https://evil.example/x.js"></script> world'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['an event handler on allowed markup', '<p onclick="alert(1)" onmouseover="alert(2)">text</p>'],
    ['a javascript: link in Markdown', '[click](javascript:alert(1))'],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">x</a>'],
    [
      'an obfuscated javascript: link',
      '<a href="JaVaScRiPt&#58;alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a>',
    ],
    ['a javascript: link with spaces and tabs', '<a href=" java\tscript:alert(1)">x</a>'],
    ['a data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg>'],
    ['an SVG onload', '<svg onload="alert(1)"><circle r="4"/></svg>'],
    ['an SVG xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an SVG animate to javascript:', '<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>'],
    ['a MathML mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['an iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
    [
      'a style tag and attribute',
      '<style>body{background:url(javascript:alert(1))}</style><p style="behavior:url(x)">t</p>',
    ],
    ['a form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a base tag', '<base href="https://evil.example/">'],
    ['a Markdown image with a handler', '![x](https://example.com/a.png" onerror="alert(1))'],
    [
      'an image from another scheme',
      '<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">',
    ],
    ['a template', '<template><img src=x onerror=alert(1)></template>'],
    ['an unclosed tag', '<img src=x onerror=alert(1)//'],
  ])('%s', (_name, payload) => {
    const html = renderPostMarkdown(`Intro\n\n${payload}\n\nOutro`);
    const body = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
    expect(body.textContent).toContain('Intro');
    // Nothing is swallowed: what follows a payload is still there.
    expect(body.textContent).toContain('Outro');
    for (const element of body.querySelectorAll('*')) {
      expect(ALLOWED).toContain(element.localName);
      for (const { name, value } of element.attributes) {
        expect(name).toMatch(/^(href|src|alt|title|rel|target|align)$/);
        if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#|[\w.-]+$)/);
      }
    }
  });

  it('keeps what posts are made of', () => {
    const html = renderPostMarkdown(
      '# Big\n\n## Section\n\nSome **bold**, *em* and `code`.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n[FAQ](/faq) [site](https://example.com "Example")',
    );
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="/faq">FAQ</a>');
    expect(html).toContain('<a href="https://example.com" title="Example" rel="noopener noreferrer">');
  });

  it('shows HTML written in a post as text', () => {
    expect(renderPostMarkdown('Before <style>p{}\n\nAfter')).toBe('<p>Before &lt;style&gt;p{}</p>\n<p>After</p>\n');
  });

  it.each([
    ['<p>ok<img src=x onerror=alert(1)></p>', '<p>ok<img /></p>'],
    ['<img src="//evil.example/a.png" alt="a">', '<img alt="a" />'],
    ['<img src="/blog/no-shows.svg" alt="a">', '<img src="/blog/no-shows.svg" alt="a" />'],
    ['<img src="https://cdn.example/a.png">', '<img />'],
    ['<img src="/\\evil.example/a.png">', '<img />'],
  ])('sanitizes HTML given to it directly: %s', (html, safe) => {
    expect(sanitizePostHtml(html)).toBe(safe);
  });
});
