/**
 * A widget as a React component: it renders the custom element with its attributes, defines the element on the
 * first mount in a browser (never at import, so a server can import it), listens to the widget's events for the
 * `on…` props while mounted, and hands its ref the element.
 */
import { createElement, forwardRef, type ReactNode, useCallback, useEffect, useRef } from 'react';
import { EVENT_NAMES, RENAMED_FROM } from '../event-names';
import { type AttributeTable, COMMON_ATTRIBUTES, propertyName } from '../runtime/attributes';
import { defineWidget, type WidgetDefinition } from '../runtime/define';

const deprecated = new Set<string>(Object.values(RENAMED_FROM));

/** `alex-demo-wizard-step-completed` -> `onStepCompleted`, for the widget's prefixes (the first that fits wins). */
function eventProps(prefixes: readonly string[]): Record<string, string> {
  const props: Record<string, string> = {};
  for (const name of EVENT_NAMES) {
    const prefix = deprecated.has(name) ? undefined : prefixes.find((candidate) => name.startsWith(candidate));
    if (!prefix) continue;
    const camel = name.slice(prefix.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    props[`on${camel[0]?.toUpperCase()}${camel.slice(1)}`] = name;
  }
  return props;
}

/** `jobUrl` -> `job-url`. */
const attributeName = (prop: string): string => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Defines the widget's element unless the page has it already (the script-tag loader, another copy): the first
 * definition stays. Does nothing where there is no `customElements` (a server).
 */
export function defineOnce<Table extends AttributeTable, State>(definition: WidgetDefinition<Table, State>): void {
  if (typeof customElements === 'undefined' || customElements.get(definition.tag)) return;
  defineWidget(definition);
}

type Props = Record<string, unknown> & { children?: ReactNode };

/** The component of one widget; its typed face is in ./props.ts. */
export function widgetComponent<Table extends AttributeTable, State>(
  definition: WidgetDefinition<Table, State>,
  eventPrefixes: readonly string[],
) {
  const events = eventProps(eventPrefixes);
  const attributeProps = new Set(Object.keys({ ...COMMON_ATTRIBUTES, ...definition.attributes }).map(propertyName));
  const Component = forwardRef<HTMLElement, Props>(function AlexWidget(props, ref) {
    const element = useRef<HTMLElement | null>(null);
    const handlers = useRef(props);
    handlers.current = props;
    const setRef = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    useEffect(() => {
      defineOnce(definition);
      const host = element.current;
      if (!host) return;
      const listeners = Object.entries(events).map(([prop, name]) => {
        const listener = (event: Event) => (handlers.current[prop] as ((event: Event) => void) | undefined)?.(event);
        host.addEventListener(name, listener);
        return () => host.removeEventListener(name, listener);
      });
      return () => {
        for (const remove of listeners) remove();
      };
    }, []);
    const host: Record<string, unknown> = { ref: setRef };
    for (const [prop, value] of Object.entries(props)) {
      if (prop in events) continue;
      if (!attributeProps.has(prop)) {
        host[prop] = value;
        continue;
      }
      // As HTML writes them: a boolean attribute is present or absent, the others are text.
      if (value === undefined || value === null || value === false) continue;
      host[attributeName(prop)] = value === true ? '' : String(value);
    }
    return createElement(definition.tag, host);
  });
  Component.displayName = definition.tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  return Component;
}
