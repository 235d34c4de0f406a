/**
 * The loader partners include with one script tag. It knows each widget's tag and module file and
 * nothing else: a widget's code is fetched only once an element of that kind is on the page.
 * It reserves each widget's space before the code arrives, so the page does not jump.
 */

/** Tag name -> module file, relative to this script. Filled in at build time from the widget build. */
declare const __ALEX_WIDGET_MODULES__: Record<string, string>;
type Reserve = Record<'narrow' | 'wide', Record<string, number>>;
/** Tag name -> heights in px reserved until it renders, per language, in one column and in two. */
declare const __ALEX_WIDGET_RESERVE__: Record<string, Reserve>;

((modules: Record<string, string>, reserve: Record<string, Reserve>) => {
  const script = document.currentScript as HTMLScriptElement | null;
  const base = script?.src || location.href;
  const pending = new Set(Object.keys(modules));

  // Until a widget has rendered (it then sets data-alex-ready) its space stays reserved, at the height it
  // has in its language (:lang() follows the element's lang attribute, else the page's), English otherwise.
  // :where() has no specificity: any rule of the host page about these elements wins.
  const rules = (tag: string, heights: Record<string, number>) =>
    Object.entries(heights)
      .map(
        ([lang, px]) =>
          `:where(${tag}:not([data-alex-ready])${lang === 'en' ? '' : `:lang(${lang})`}){min-height:${px}px}`,
      )
      .join('');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    Object.entries(reserve)
      .map(
        ([tag, { narrow, wide }]) =>
          `:where(${tag}){display:block}${rules(tag, narrow)}@media (min-width:720px){${rules(tag, wide)}}`,
      )
      .join(''),
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const load = (root: ParentNode) => {
    for (const tag of pending) {
      if (!root.querySelector(tag)) continue;
      pending.delete(tag);
      import(/* @vite-ignore */ new URL(modules[tag] as string, base).href).catch((error: unknown) => {
        pending.add(tag);
        console.error(`Alex: could not load <${tag}>`, error);
      });
    }
    if (!pending.size) observer.disconnect();
  };

  const observer = new MutationObserver(() => load(document));
  observer.observe(document.documentElement, { childList: true, subtree: true });
  load(document);
})(__ALEX_WIDGET_MODULES__, __ALEX_WIDGET_RESERVE__);
