/**
 * What the code needs to know of a widget's attributes: their names, how r2wc parses them, the values they
 * accept. Each widget has its table next to its view (`widgets/<widget>/attributes.ts`); the element observes
 * exactly those, its view's props are typed from them, and widgets/manifest.ts documents them (custom-elements.json,
 * the declarations, the README). Only these small tables go into the bundles: the descriptions stay in the manifest.
 */
import { LANGUAGES } from '../../shared/languages';

/** How the element reads an attribute (r2wc's parsers). */
export type AttributeType = 'string' | 'number' | 'boolean';

/** One attribute, as the code reads it; widgets/manifest.ts says what it does. */
export interface AttributeSpec {
  /** How the element reads it; `string` when unset. */
  readonly type?: AttributeType;
  /** The values it accepts, when there is a fixed set; any string otherwise. */
  readonly values?: readonly string[];
  /** What an absent attribute means, when that is one of `values`. */
  readonly default?: string;
}

/** An element's attributes by name, kebab-case (`api-base`), in the order the documentation lists them. */
export type AttributeTable = { readonly [name: string]: AttributeSpec };

/** Attributes every element understands and follows when they change. */
export const COMMON_ATTRIBUTES = {
  lang: { values: [...LANGUAGES, 'auto'], default: 'auto' },
  'api-base': {},
  theme: { values: ['light', 'dark'], default: 'light' },
} as const satisfies AttributeTable;

/** `api-base` -> `apiBase`. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * What the view receives for an attribute: what r2wc's parser makes of it. An attribute with a fixed set of
 * `values` still arrives as any string a page wrote (`industry="Retail"`, `lang="fr-CA"`): the view checks it.
 */
type PropType<A extends AttributeSpec> = A extends { type: 'boolean' }
  ? boolean
  : A extends { type: 'number' }
    ? number
    : string;

/** The props of a table's attributes: each camelCase (the element's property), optional, of its parsed type. */
type AttributeProps<Table extends AttributeTable> = {
  -readonly [Name in keyof Table & string as CamelCase<Name>]?: PropType<Table[Name]>;
};

/** The attributes every widget understands, as its view receives them. */
export type CommonAttributes = AttributeProps<typeof COMMON_ATTRIBUTES>;

/** A widget view's props: the common attributes and the widget's own. */
export type WidgetAttributes<Table extends AttributeTable> = CommonAttributes & AttributeProps<Table>;

/** `api-base` -> `apiBase`: the property r2wc keeps in step with an attribute. */
export const propertyName = (attribute: string): string =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** r2wc's `props` option: each attribute's property and parser. */
export const propTypes = (table: AttributeTable): Record<string, AttributeType> =>
  Object.fromEntries(Object.entries(table).map(([name, spec]) => [propertyName(name), spec.type ?? 'string']));
