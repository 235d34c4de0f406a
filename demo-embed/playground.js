// The sandbox playground: every widget listed in custom-elements.json, with its attributes to edit live, a log
// of the events it dispatches and the snippet that embeds it. It reads the manifest the gateway serves beside
// the widget modules, so it always shows what this release accepts. A separate file for the strict page CSP.

const MANIFEST_URL = new URL('/widgets/custom-elements.json', location.href).href;
const EMBED_URL =
  document.querySelector('script[src$="/widgets/embed.js"]')?.src ?? new URL('/widgets/embed.js', location.href).href;

/** The values a type allows when it is a union of string literals (`'light' | 'dark'`), else null. */
function literals(text) {
  const members = text.split('|').map((member) => member.trim());
  return members.every((member) => /^'[^']*'$/.test(member)) ? members.map((member) => member.slice(1, -1)) : null;
}

/** `'auto'` -> `auto`: the manifest writes defaults as code. */
const unquote = (text) => (text ?? '').replace(/^(['"])(.*)\1$/, '$2');

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An element with text children, where `code` spans of the manifest's prose become <code>. */
function prose(element, text) {
  text.split('`').forEach((part, index) => {
    if (!part) return;
    if (index % 2) {
      const code = document.createElement('code');
      code.textContent = part;
      element.append(code);
    } else {
      element.append(part);
    }
  });
  return element;
}

/** The snippet a partner pastes to get this element as it is now. */
function snippetFor(element) {
  const attributes = element
    .getAttributeNames()
    .filter((name) => !name.startsWith('data-alex'))
    .map((name) => ` ${name}="${escapeAttribute(element.getAttribute(name) ?? '')}"`)
    .join('');
  const tag = element.localName;
  return `<script src="${EMBED_URL}" async blocking="render"></script>\n<${tag}${attributes}></${tag}>`;
}

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** One attribute as the React component's prop, typed as the manifest says. */
function propFor(name, value, type) {
  if (type === 'boolean') return value === 'false' ? ` ${camel(name)}={false}` : ` ${camel(name)}`;
  if (type === 'number' && value.trim() !== '' && Number.isFinite(Number(value)))
    return ` ${camel(name)}={${Number(value)}}`;
  return ` ${camel(name)}=${JSON.stringify(value)}`;
}

/** The same element as the React component of the npm package (README, "Use it from npm"). */
function reactSnippetFor(element, declaration) {
  const types = new Map((declaration.attributes ?? []).map((attribute) => [attribute.name, attribute.type?.text]));
  const tag = element.localName;
  const component = tag.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());
  const props = element
    .getAttributeNames()
    .filter((name) => !name.startsWith('data-alex') && name !== 'api-base')
    .map((name) => propFor(name, element.getAttribute(name) ?? '', types.get(name)))
    .join('');
  return [
    `// npm install @alex/widgets`,
    `import { ${component} } from '@alex/widgets/${tag.replace(/^alex-/, '')}';`,
    '',
    `<${component} apiBase="${new URL(EMBED_URL).origin}"${props} />`,
  ].join('\n');
}

/** One attribute's control: a select for a fixed set of values, a text field otherwise. */
function attributeField(panelId, element, attribute) {
  const id = `${panelId}-attr-${attribute.name}`;
  const values = literals(attribute.type?.text ?? 'string');
  const fallback = unquote(attribute.default);

  const field = document.createElement('div');
  field.className = 'field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.append(Object.assign(document.createElement('code'), { textContent: attribute.name }));
  const hint = prose(
    Object.assign(document.createElement('p'), { id: `${id}-hint`, className: 'hint' }),
    attribute.description ?? '',
  );

  let control;
  const flag = attribute.type?.text === 'boolean';
  if (flag) {
    // A boolean attribute is on when present: a checkbox that adds or removes it.
    control = Object.assign(document.createElement('input'), { type: 'checkbox' });
  } else if (values) {
    control = document.createElement('select');
    for (const value of values) {
      control.append(new Option(value === fallback ? `${value} (default)` : value, value));
    }
  } else {
    control = Object.assign(document.createElement('input'), {
      type: 'text',
      placeholder: 'not set',
      spellcheck: false,
    });
    control.autocomplete = 'off';
  }
  control.id = id;
  control.name = attribute.name;
  control.setAttribute('aria-describedby', hint.id);
  control.addEventListener('change', () => {
    if (flag) {
      element.toggleAttribute(attribute.name, control.checked);
      return;
    }
    const value = control.value.trim();
    if (value === '') element.removeAttribute(attribute.name);
    else element.setAttribute(attribute.name, value);
  });

  field.append(label, control, hint);
  // Shows the attribute as the element has it (the element may change it itself, like the wizard's language menu).
  const sync = () => {
    const current = element.getAttribute(attribute.name);
    if (flag) control.checked = current !== null;
    else if (values) control.value = current ?? (fallback || values[0]);
    // A text field keeps what the visitor is typing until they commit it.
    else if (document.activeElement !== control) control.value = current ?? '';
  };
  return { field, sync };
}

const pad = (n, size = 2) => String(n).padStart(size, '0');
const clock = (date) =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;

/** The event log of one panel: every `alex-*` event that reaches the preview, oldest first. */
function eventLog(panel, tag, ownEvents, allEvents) {
  const list = panel.querySelector('[data-log]');
  const region = panel.querySelector('[data-log-region]');
  const heading = panel.querySelector('[data-log-heading]');
  const empty = panel.querySelector('[data-log-empty]');
  const idle = ownEvents.length
    ? `No events yet. It dispatches ${ownEvents.map((event) => `\`${event.name}\``).join(', ')}.`
    : 'No events yet. This element dispatches none of its own.';
  const render = () => {
    const count = list.children.length;
    heading.textContent = count ? `Events (${count})` : 'Events';
    empty.replaceChildren();
    if (!count) prose(empty, idle);
    empty.hidden = count > 0;
    region.hidden = count === 0;
  };
  const add = (event) => {
    const now = new Date();
    const item = document.createElement('li');
    item.dataset.event = event.type;
    const name = Object.assign(document.createElement('code'), { className: 'event-name', textContent: event.type });
    const time = Object.assign(document.createElement('time'), {
      dateTime: now.toISOString(),
      textContent: clock(now),
    });
    item.append(name, ' ', time);
    const from = event.target?.localName;
    if (from && from !== tag) item.append(' ', prose(document.createElement('span'), `from \`<${from}>\``));
    item.append(
      Object.assign(document.createElement('pre'), { textContent: JSON.stringify(event.detail ?? null, null, 2) }),
    );
    list.append(item);
    region.scrollTop = region.scrollHeight;
    render();
  };
  panel.querySelector('[data-clear]').addEventListener('click', () => {
    list.replaceChildren();
    render();
  });
  render();
  return {
    listen(target) {
      for (const name of allEvents) target.addEventListener(name, add);
    },
  };
}

function copyButton(panel, snippet) {
  const button = panel.querySelector('[data-copy]');
  const status = panel.querySelector('[data-copy-status]');
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(snippet.textContent ?? '');
      status.textContent = 'Copied to the clipboard.';
    } catch {
      status.textContent = 'The browser did not allow copying: select the snippet and copy it.';
    }
  });
}

function panelFor(template, declaration, allEvents) {
  const tag = declaration.tagName;
  const panelId = `panel-${tag}`;
  const panel = template.content.firstElementChild.cloneNode(true);
  panel.id = panelId;
  panel.dataset.tag = tag;
  panel.setAttribute('aria-labelledby', `${panelId}-heading`);

  const heading = panel.querySelector('[data-heading]');
  heading.id = `${panelId}-heading`;
  heading.replaceChildren(Object.assign(document.createElement('code'), { textContent: `<${tag}>` }));
  prose(panel.querySelector('[data-summary]'), declaration.summary ?? '');
  prose(panel.querySelector('[data-description]'), declaration.description ?? '');
  panel.querySelector('[data-log-heading]').id = `${panelId}-events`;
  panel.querySelector('[data-log-region]').setAttribute('aria-labelledby', `${panelId}-events`);
  panel.querySelector('[data-embed] [data-copy]').setAttribute('aria-label', `Copy the embed snippet of <${tag}>`);
  panel.querySelector('[data-react] [data-copy]').setAttribute('aria-label', `Copy the React snippet of <${tag}>`);
  panel.querySelector('[data-clear]').setAttribute('aria-label', `Clear the events of <${tag}>`);
  panel.querySelector('[data-attributes]').addEventListener('submit', (event) => event.preventDefault());

  const element = document.createElement(tag);
  const fields = (declaration.attributes ?? []).map((attribute) => attributeField(panelId, element, attribute));
  panel.querySelector('[data-fields]').append(...fields.map(({ field }) => field));

  const snippet = panel.querySelector('[data-snippet]');
  const reactSnippet = panel.querySelector('[data-react-snippet]');
  const update = () => {
    for (const { sync } of fields) sync();
    snippet.textContent = snippetFor(element);
    reactSnippet.textContent = reactSnippetFor(element, declaration);
  };
  new MutationObserver(update).observe(element, { attributes: true });
  update();
  copyButton(panel.querySelector('[data-embed]'), snippet);
  copyButton(panel.querySelector('[data-react]'), reactSnippet);

  const preview = panel.querySelector('[data-preview]');
  eventLog(panel, tag, declaration.events ?? [], allEvents).listen(preview);
  preview.append(element);
  return panel;
}

async function main() {
  const status = document.getElementById('playground-status');
  let manifest;
  try {
    const response = await fetch(MANIFEST_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    status.textContent = `Could not load ${MANIFEST_URL} (${error.message}). Build the widgets and reload.`;
    return;
  }
  const declarations = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName);
  // Every panel listens for every widget event: one widget may contain another.
  const allEvents = [...new Set(declarations.flatMap((declaration) => (declaration.events ?? []).map((e) => e.name)))];

  const template = document.getElementById('panel-template');
  const nav = document.getElementById('widget-nav');
  const panels = document.getElementById('panels');
  for (const declaration of declarations) {
    panels.append(panelFor(template, declaration, allEvents));
    const link = Object.assign(document.createElement('a'), { href: `#panel-${declaration.tagName}` });
    link.append(Object.assign(document.createElement('code'), { textContent: `<${declaration.tagName}>` }));
    const item = document.createElement('li');
    item.append(link);
    nav.append(item);
  }
  status.textContent = `${declarations.length} widgets, from custom-elements.json.`;
}

main();
