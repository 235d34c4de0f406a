/**
 * The server entry's types (`@alex/widgets/server`, ./server.ts): a widget's first view rendered ahead in Node, as
 * "Rendered ahead on your server" in the README describes. Types only: the package ships this file as
 * `server-types.d.ts`.
 */

/** A widget's element. */
export type WidgetTag = 'alex-demo-wizard' | 'alex-roi-calculator' | 'alex-live-calls' | 'alex-audio-player';

export interface RenderOptions {
  /** The language of the view when the attributes name none (a `lang` attribute, other than `auto`, wins). */
  language: 'en' | 'fr' | 'es';
  /** The gateway's origin: what the component's `apiBase` names. */
  origin: string;
  /** The page's CSP nonce for styles, when it allows them by nonce: the view's `<style>` carries it. */
  nonce?: string;
}

/**
 * Puts each widget element of a page rendered with react-dom/server (`<alex-… …>`, as the components write it)
 * ahead of its own view: a declarative shadow root with the styles that view uses, which the element hydrates.
 */
export type PrerenderWidgets = (html: string, options: RenderOptions) => Promise<string>;

/**
 * One element's whole HTML: its tag with the attributes as written in HTML (`{ 'job-url': '…' }`, `''` for a
 * boolean one), its declarative shadow root, and `children` for its light DOM.
 */
export type RenderWidget = (
  tag: WidgetTag,
  attributes: Readonly<Record<string, string>>,
  options: RenderOptions & { children?: string },
) => Promise<string>;
