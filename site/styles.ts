/**
 * The site's styles after the first paint. A prerendered page carries the CSS of its own classes inline;
 * what the page changes afterwards (a menu that opens, a page rendered by navigation, a letter being typed)
 * is styled by the twind runtime, loaded when the browser is idle. Changes made before it arrives are
 * remembered here, so none is missed, and the prerendered classes are never scanned again.
 */
const changed = new Set<Element>();
let style: ((element: Element) => void) | undefined;

const visit = (element: Element) => (style ? style(element) : changed.add(element));

/**
 * Starts watching class changes at once, and the styles runtime once the browser has time for it, or at once
 * for a page that was not prerendered (the development server's), which has no CSS of its own.
 */
export function startSiteStyles({ prerendered }: { prerendered: boolean }): void {
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') visit(record.target as Element);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        visit(node);
        for (const inner of node.querySelectorAll('[class]')) visit(inner);
      }
    }
  }).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['class'],
    childList: true,
    subtree: true,
  });

  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);
  (prerendered ? whenIdle : (work: () => void) => work())(async () => {
    const { styleDocument } = await import('../widgets/runtime/styles');
    const styleClasses = styleDocument();
    style = (element) => {
      const classes = element.getAttribute('class');
      if (classes) styleClasses(classes);
    };
    for (const element of changed) style(element);
    changed.clear();
  });
}
