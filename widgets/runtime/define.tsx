/**
 * Turns a widget's React view into a custom element: open shadow root, the shared stylesheet, a store per
 * element, translations that follow `lang`, a gateway client rooted at `api-base`, `alex-*` events and
 * in-shadow toasts. Every widget is defined through {@link defineWidget}.
 */
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { TFunction } from 'i18next';
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import type { StoreApi } from 'zustand/vanilla';
import commonEn from '../../locales/en/common.json';
import type { TranslationNamespace } from '../../locales/english';
import commonEs from '../../locales/es/common.json';
import commonFr from '../../locales/fr/common.json';
import type { Language } from '../../shared/languages';
import { type AlexEventMap, type AlexEventName, dispatchAlexEvent } from '../events';
import type { Gateway } from './api';
import {
  type AttributeTable,
  COMMON_ATTRIBUTES,
  type CommonAttributes,
  propertyName,
  propTypes,
  type WidgetAttributes,
} from './attributes';
import {
  addTranslations,
  attributeLanguage,
  loadCopy,
  readPageLanguage,
  useFixedT,
  useShownLanguage,
  useWidgetLanguage,
  type WidgetCopy,
} from './i18n';
import { gatewayOrigin } from './origin';
import type { PrefillSource } from './prefill';
import { stylePrerenderedRoot, styleShadowRoot } from './styles';
import { createToastStore, Toaster, type ToastStore } from './toasts';

addTranslations('common', { en: commonEn, fr: commonFr, es: commonEs });

export interface ElementParts<State = unknown> {
  host: HTMLElement;
  store: StoreApi<State>;
  toasts: ToastStore;
  /** The shadow root holds a view rendered ahead that the first mount hydrates. */
  prerendered?: boolean;
  /** The gateway's origin where no browser can tell it (a server rendering the widget ahead). */
  origin?: string;
}

export interface WidgetContextValue extends ElementParts {
  language: Language;
  /** The gateway client, loaded on first use: showing a widget never waits for HTTP code. */
  api: () => Promise<Gateway>;
  /** The gateway's origin, for media the widget links to (audio, images). */
  origin: string;
  emit: <N extends AlexEventName>(name: N, detail: AlexEventMap[N]) => void;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget around the calling component; throws outside a widget so a missing provider fails loudly. */
export function useWidget(): WidgetContextValue {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('useWidget must be called inside an element made by defineWidget');
  return widget;
}

const noSubscription = () => () => undefined;

/**
 * False while a server renders the widget and while the browser hydrates that render, true once the view is the
 * browser's own: what only a browser can name (a URL from the page's address) waits for it.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The calling widget's own store. Each widget wraps this in a typed hook next to its store. */
export const useWidgetStore = <S,>(): StoreApi<S> => useWidget().store as StoreApi<S>;

/** Translations of one namespace in the widget's current language. */
export function useWidgetT<N extends TranslationNamespace>(namespace: N): TFunction<N> {
  return useFixedT(useWidget().language, namespace);
}

/**
 * Fills a field from the host page (./prefill.ts, `fillFromPage`): when the widget starts, and again when what
 * the page gives changes, until the visitor changes the field. `current` reads the field (null while it may not be
 * filled); `apply` gets the value and the index of its source. The code that reads and checks loads only on a
 * page that prefills something, so the others download none of it.
 */
export function usePrefill(
  sources: readonly PrefillSource[],
  fromUrl: boolean | undefined,
  current: () => string | null,
  apply: (value: string, index: number) => void,
): void {
  const { host } = useWidget();
  const baseline = useRef(current());
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again only when what the page gives changes.
  useEffect(() => {
    if (fromUrl || sources.some((source) => source[1]?.trim())) {
      void import('./prefill').then((prefill) =>
        prefill.fillFromPage(host.localName, sources, fromUrl, baseline, current, apply),
      );
    }
  }, [fromUrl, ...sources.map((source) => source[1])]);
}

// r2wc keeps props and its render hook behind these registry symbols; used to follow removed attributes.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

const parts = new WeakMap<object, ElementParts>();
/**
 * Each host's `<slot>` that shows its own children (a page's placeholder, e.g. a box the size of the widget
 * with "Loading…") from the moment the shadow root exists until the widget's first content replaces it. Without
 * it an empty shadow root hides them at once and the host collapses until the widget renders, moving everything
 * below it twice.
 */
const placeholders = new WeakMap<HTMLElement, HTMLSlotElement>();

/** Set on the host once the widget has rendered; embed.js reserves space until then. */
export const READY_ATTRIBUTE = 'data-alex-ready';

export type { CommonAttributes, WidgetAttributes } from './attributes';

export interface WidgetDefinition<Attributes extends AttributeTable, State> {
  tag: `alex-${string}`;
  /** The widget's view: its props are the attributes, the common ones and those of `attributes`. */
  view: ComponentType<WidgetAttributes<Attributes>>;
  /** Its translations, per language: a widget loads the language it shows before showing it. */
  copy: WidgetCopy;
  /**
   * Called once per element: two elements on a page never share state. `prerendered` is the view a server
   * rendered into the element's shadow root, when it has one: a store whose first state the server drew (at
   * random, say) reads it back there, so the element takes that view over as it is.
   */
  createStore: (prerendered?: ParentNode) => StoreApi<State>;
  /** The widget's own attributes, besides the common ones (its `attributes.ts`, which the manifest documents). */
  attributes: Attributes;
}

function WidgetRoot<A extends CommonAttributes>({
  View,
  copy,
  props,
  element,
}: {
  View: ComponentType<A>;
  copy: WidgetCopy;
  props: A;
  element: ElementParts;
}): ReactNode {
  const language = useShownLanguage(copy, useWidgetLanguage(props.lang));
  const api = useMemo(() => {
    let client: Promise<Gateway> | undefined;
    return () => {
      client ??= import('./api').then(({ createGateway }) => createGateway(props.apiBase));
      return client;
    };
  }, [props.apiBase]);
  const origin = useMemo(() => element.origin ?? gatewayOrigin(props.apiBase), [element, props.apiBase]);
  const value = useMemo<WidgetContextValue>(
    () => ({
      ...element,
      language,
      api,
      origin,
      emit: (name, detail) => dispatchAlexEvent(element.host, name, detail),
    }),
    [element, language, api, origin],
  );
  const common = useFixedT(language, 'common');
  // Before the first paint of the content: the loader's reserved space gives way to the real height.
  useLayoutEffect(() => {
    placeholders.get(element.host)?.remove();
    element.host.setAttribute(READY_ATTRIBUTE, '');
  }, [element]);
  return (
    <WidgetContext.Provider value={value}>
      {/* The language actually shown, for assistive technology (the host may say `auto` or nothing). */}
      <div lang={language} className="contents">
        <View {...props} />
        <Toaster store={element.toasts} closeLabel={common('dismissToast')} />
      </div>
    </WidgetContext.Provider>
  );
}

/** Registers a custom element once; a page that loads the script twice gets a warning, not an error. */
export function defineElement(tag: string, ctor: CustomElementConstructor): void {
  if (customElements.get(tag)) {
    console.warn(`<${tag}> is already defined; keeping the first definition.`);
    return;
  }
  customElements.define(tag, ctor);
}

/** Marks the `<style>` a server put into a widget's declarative shadow root (see ../server.tsx). */
export const PRERENDER_STYLE_ATTRIBUTE = 'data-alex-prerender';
/** The style attributes of a prerendered view, as ../server.tsx writes them. */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-alex-style';

/** The language a widget asks for as it starts, whose copy it loads before its first render. */
const startLanguage = (props: CommonAttributes) => attributeLanguage(props.lang) ?? readPageLanguage();

/**
 * Loads a widget's copy, then goes on; a failed download (the visitor went offline) is tried again when the
 * network comes back.
 */
function withCopy(copy: WidgetCopy, language: Language, then: () => void): void {
  loadCopy(copy, language).then(then, () =>
    addEventListener('online', () => withCopy(copy, language, then), { once: true }),
  );
}

/** A prerendered view was not what the browser renders: React drew it again (as it does with no prerender). */
const reportMismatch = (tag: string) => () =>
  console.warn(`<${tag}>: the prerendered view differed from this page's; it was rendered again.`);

interface Mounted<P> {
  View: ComponentType<P>;
  /** Absent until a prerendered view starts hydrating. */
  root?: ReactRoot;
  unmounted?: boolean;
}

/**
 * r2wc's React renderer, but one that hydrates a shadow root a server rendered ahead (a declarative shadow root)
 * instead of replacing it. Only the first mount hydrates: a widget moved on the page starts again from scratch.
 */
function renderer<P extends CommonAttributes>(tag: string, copy: WidgetCopy): R2WCRenderer<P, Mounted<P>> {
  return {
    mount(container, View, props) {
      const element = parts.get(container);
      const mounted: Mounted<P> = { View };
      if (!element?.prerendered) {
        mounted.root = createRoot(container);
        mounted.root.render(createElement(View, props));
        return mounted;
      }
      element.prerendered = false;
      // An element upgrading reads its attributes one at a time, each a render; hydration starts once they are
      // all read (r2wc keeps them in this same props object) and the copy of the view's language is in, as a
      // view that changes before it hydrates is drawn again from scratch. Meanwhile the prerendered view shows.
      queueMicrotask(() =>
        withCopy(copy, startLanguage(props), () => {
          if (mounted.unmounted) return;
          // As a transition, hydration works in slices: the page keeps answering its visitor meanwhile.
          startTransition(() => {
            mounted.root = hydrateRoot(container, createElement(View, { ...props, hydrating: true }), {
              onRecoverableError: reportMismatch(tag),
            });
          });
        }),
      );
      return mounted;
    },
    update(mounted, props) {
      mounted.root?.render(createElement(mounted.View, props));
    },
    unmount(mounted) {
      mounted.unmounted = true;
      mounted.root?.unmount();
    },
  };
}

/** The component r2wc mounts: the widget's view in its element's context, started as a transition. */
function widgetRoot<Table extends AttributeTable>({ tag, view: View, copy }: WidgetDefinition<Table, unknown>) {
  type Attributes = WidgetAttributes<Table>;
  return function Root(props: Attributes & { container?: object; hydrating?: boolean }) {
    const { container, hydrating, ...attributes } = props;
    const element = container && parts.get(container);
    if (!element) throw new Error(`<${tag}> rendered without its shadow root`);
    // The widget's first render waits for its copy, then is a transition: React renders it in slices, so a page
    // that loads a widget (or several) keeps answering its visitor meanwhile. The host keeps its reserved room
    // until then. A prerendered view is taken over at once: it is already on screen, its copy loaded.
    const [started, setStarted] = useState(hydrating === true);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the language the widget starts in, once.
    useEffect(() => {
      if (!started) withCopy(copy, startLanguage(attributes), () => startTransition(() => setStarted(true)));
    }, []);
    if (!started) return null;
    return <WidgetRoot View={View} copy={copy} props={attributes as unknown as Attributes} element={element} />;
  };
}

/**
 * The markup of a widget's first view for a server to put into a declarative shadow root, from the same
 * component tree the element hydrates (./server.tsx adds the styles and the element around it).
 */
export function renderWidgetTree<Table extends AttributeTable, State>(
  definition: WidgetDefinition<Table, State>,
  attributes: WidgetAttributes<Table>,
  element: ElementParts<State>,
  render: (tree: ReactNode) => string,
): string {
  const container = {};
  parts.set(container, element as ElementParts);
  const Root = widgetRoot(definition as WidgetDefinition<Table, unknown>);
  return render(<Root {...attributes} container={container} hydrating />);
}

/** Defines a widget's element: it observes the common attributes and the definition's own `attributes`. */
export function defineWidget<Table extends AttributeTable, State>(definition: WidgetDefinition<Table, State>): void {
  const { tag } = definition;
  const Root = widgetRoot(definition as WidgetDefinition<Table, unknown>);
  const types = propTypes({ ...COMMON_ATTRIBUTES, ...definition.attributes });
  // r2wc's core with the renderer above (its React package's own renderer can only create a root).
  const Base = r2wc(
    Root as ComponentType<object>,
    { shadow: 'open', props: types as never },
    renderer(tag, definition.copy),
  ) as unknown as new () => HTMLElement & {
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  };

  class AlexWidgetElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot as ShadowRoot;
      const prerender = root.firstElementChild?.matches(`style[${PRERENDER_STYLE_ATTRIBUTE}]`)
        ? root.firstElementChild
        : null;
      if (prerender) {
        // The view's rules move to a sheet of the root (the shared sheet takes the classes over when the browser
        // is idle), and what is left is the view React hydrates.
        stylePrerenderedRoot(root, prerender.textContent ?? '');
        prerender.remove();
        // The view's style attributes, set through the CSSOM (which a page's CSP allows), as React would have.
        for (const styled of root.querySelectorAll<HTMLElement>(`[${PRERENDERED_STYLE_ATTRIBUTE}]`)) {
          styled.style.cssText = styled.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '';
          styled.removeAttribute(PRERENDERED_STYLE_ATTRIBUTE);
        }
      } else {
        styleShadowRoot(root);
        const placeholder = document.createElement('slot');
        root.append(placeholder);
        placeholders.set(this, placeholder);
      }
      parts.set(root, {
        host: this,
        store: definition.createStore(prerender ? root : undefined),
        toasts: createToastStore(),
        prerendered: prerender !== null,
      });
    }

    /**
     * r2wc attaches the shadow root in its constructor. An element that arrived with a declarative shadow root
     * (rendered ahead by a server) keeps it with its content: attaching again would empty it.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    // r2wc ignores removed attributes; a widget falls back to its default when one is removed.
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      // `lang="auto"` means the same as no lang; dropping it keeps an invalid language tag away from screen readers.
      if (name === 'lang' && value === 'auto') {
        this.removeAttribute('lang');
        return;
      }
      const property = propertyName(name);
      if (value !== null) {
        // A boolean attribute is on when present, as in HTML (`<alex-roi-calculator prefill-from-url>`); r2wc
        // reads only `true`-like words as true.
        const on = value === '' && types[property] === 'boolean';
        super.attributeChangedCallback(name, oldValue, on ? 'true' : value);
        return;
      }
      const self = this as unknown as Record<symbol, unknown>;
      const props = self[R2WC_PROPS] as Record<string, unknown>;
      delete props[property];
      (self[R2WC_RENDER] as () => void).call(this);
    }
  }

  defineElement(definition.tag, AlexWidgetElement);
}
