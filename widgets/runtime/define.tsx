/**
 * Turns a widget's React view into a custom element: open shadow root, the shared stylesheet, a store per
 * element, translations that follow `lang`, a gateway client rooted at `api-base`, `alex-*` events and
 * in-shadow toasts. Every widget is defined through {@link defineWidget}.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { TFunction } from 'i18next';
import type { KyInstance } from 'ky';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { StoreApi } from 'zustand/vanilla';
import commonEn from '../../locales/en/common.json';
import type { TranslationNamespace } from '../../locales/english';
import commonEs from '../../locales/es/common.json';
import commonFr from '../../locales/fr/common.json';
import type { Language } from '../../shared/languages';
import { type AlexEventMap, type AlexEventName, dispatchAlexEvent } from '../events';
import { addTranslations, useFixedT, useWidgetLanguage } from './i18n';
import { gatewayOrigin } from './origin';
import type { PrefillSource } from './prefill';
import { styleShadowRoot } from './styles';
import { createToastStore, Toaster, type ToastStore } from './toasts';

addTranslations('common', { en: commonEn, fr: commonFr, es: commonEs });

/** Attributes every widget understands. */
export interface CommonAttributes {
  lang?: string;
  apiBase?: string;
  theme?: string;
}

type AttributeType = 'string' | 'number' | 'boolean';

/** How r2wc reads each common attribute, by property (the manifest documents them). */
export const COMMON_ATTRIBUTE_TYPES: Record<keyof CommonAttributes, AttributeType> = {
  lang: 'string',
  apiBase: 'string',
  theme: 'string',
};

interface ElementParts<State = unknown> {
  host: HTMLElement;
  store: StoreApi<State>;
  toasts: ToastStore;
}

export interface WidgetContextValue extends ElementParts {
  language: Language;
  /** The gateway client, loaded on first use: showing a widget never waits for HTTP code. */
  api: () => Promise<KyInstance>;
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

const parts = new WeakMap<Node, ElementParts>();
/**
 * Each host's `<slot>` that shows its own children (a page's placeholder, e.g. a box the size of the widget
 * with "Loading…") from the moment the shadow root exists until the widget's first content replaces it. Without
 * it an empty shadow root hides them at once and the host collapses until the widget renders, moving everything
 * below it twice.
 */
const placeholders = new WeakMap<HTMLElement, HTMLSlotElement>();

/** Set on the host once the widget has rendered; embed.js reserves space until then. */
export const READY_ATTRIBUTE = 'data-alex-ready';

export interface WidgetDefinition<Attributes extends CommonAttributes, State> {
  tag: `alex-${string}`;
  view: ComponentType<Attributes>;
  /** Called once per element: two elements on a page never share state. */
  createStore: () => StoreApi<State>;
  /** Widget-specific attributes, camelCase (`apiBase` is the `api-base` attribute). */
  attributes?: Partial<Record<Exclude<keyof Attributes, keyof CommonAttributes>, AttributeType>>;
}

function WidgetRoot<A extends CommonAttributes>({
  View,
  props,
  element,
}: {
  View: ComponentType<A>;
  props: A;
  element: ElementParts;
}): ReactNode {
  const language = useWidgetLanguage(props.lang);
  const api = useMemo(() => {
    let client: Promise<KyInstance> | undefined;
    return () => {
      client ??= import('./api').then(({ createApiClient }) => createApiClient(props.apiBase));
      return client;
    };
  }, [props.apiBase]);
  const origin = useMemo(() => gatewayOrigin(props.apiBase), [props.apiBase]);
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

/** Defines a widget's element; its attributes and its store's state are read from `view` and `createStore`. */
export function defineWidget<Attributes extends CommonAttributes, State>(
  definition: WidgetDefinition<Attributes, State>,
): void {
  const View = definition.view;
  const Root = (props: Attributes & { container?: HTMLElement }) => {
    const { container, ...attributes } = props;
    const element = container && parts.get(container);
    if (!element) throw new Error(`<${definition.tag}> rendered without its shadow root`);
    // The widget's first render is a transition: React renders it in slices, so a page that loads a widget
    // (or several) keeps answering its visitor meanwhile. The host keeps its reserved room until then.
    const [started, setStarted] = useState(false);
    useEffect(() => startTransition(() => setStarted(true)), []);
    if (!started) return null;
    return <WidgetRoot View={View} props={attributes as unknown as Attributes} element={element} />;
  };

  const types: Record<string, AttributeType | undefined> = { ...COMMON_ATTRIBUTE_TYPES, ...definition.attributes };
  const Base = r2wc(Root, { shadow: 'open', props: types as never }) as unknown as new () => HTMLElement & {
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  };

  class AlexWidgetElement extends Base {
    constructor() {
      super();
      const root = this.shadowRoot as ShadowRoot;
      styleShadowRoot(root);
      const placeholder = document.createElement('slot');
      root.append(placeholder);
      placeholders.set(this, placeholder);
      parts.set(root, { host: this, store: definition.createStore(), toasts: createToastStore() });
    }

    // r2wc ignores removed attributes; a widget falls back to its default when one is removed.
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      // `lang="auto"` means the same as no lang; dropping it keeps an invalid language tag away from screen readers.
      if (name === 'lang' && value === 'auto') {
        this.removeAttribute('lang');
        return;
      }
      const property = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
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
