/**
 * What partners can rely on for every element: its attributes, events and CSS custom properties. The one
 * source of custom-elements.json, of the TypeScript declarations (both written by widgets/manifest-build.ts)
 * and of the README's widget tables (widgets/widget-docs.ts). An element's attributes are its table
 * (`widgets/<widget>/attributes.ts`, which its code reads) with the descriptions given here.
 */
import type { z } from 'zod/mini';
import { brandColors, fontStack } from '../shared/theme';
import { AUDIO_PLAYER_ATTRIBUTES } from './audio-player/attributes';
import { DEMO_WIZARD_ATTRIBUTES } from './demo-wizard/attributes';
import { ALEX_EVENT_TABLE, DETAIL_TYPES } from './event-schemas';
import type { AlexEventName } from './events';
import { LIVE_CALLS_ATTRIBUTES } from './live-calls/attributes';
import { ROI_CALCULATOR_ATTRIBUTES } from './roi-calculator/attributes';
import { type AttributeSpec, type AttributeTable, COMMON_ATTRIBUTES } from './runtime/attributes';

export { propertyName } from './runtime/attributes';

/** An HTML attribute an element observes. r2wc keeps the camelCase property of the same name in step. */
export interface AttributeDoc extends AttributeSpec, AttributeText {
  /** The attribute, kebab-case (`api-base`); the element's property is its camelCase (`apiBase`). */
  name: string;
}

/** What an attribute does, and the README's short forms of what it takes and of its absence. */
interface AttributeText {
  description: string;
  /** What it takes, in a few words, when that is not its fixed `values` nor a boolean (`an e-mail address`). */
  accepts?: string;
  /** What no attribute means, in a few words (after the `default`, when it has one). */
  absent?: string;
}

/** A table's attributes with what each does, in the table's order: every attribute of the table, no other. */
const describe = <Table extends AttributeTable>(
  table: Table,
  texts: { readonly [Name in keyof Table]: AttributeText },
): AttributeDoc[] => Object.entries(table).map(([name, spec]) => ({ name, ...spec, ...texts[name] }) as AttributeDoc);

export interface EventDoc {
  /** The element that dispatches it. */
  tag: `alex-${string}`;
  /** The type of `event.detail`, as TypeScript; it may name the types of DETAIL_TYPES (widgets/event-schemas.ts). */
  detail: string;
  /** What it means and when it fires. */
  description: string;
  /** A former name still dispatched for one release: what to listen to instead. */
  deprecated?: string;
}

export interface CssPropertyDoc {
  name: `--alex-${string}`;
  default: string;
  description: string;
  /** The CSS syntax of its values, as `@property` writes it. */
  syntax?: string;
}

/** A `part` a page can style from outside with `::part(name)`. */
export interface PartDoc {
  name: string;
  description: string;
}

export interface ElementDoc {
  tag: `alex-${string}`;
  /** One line: what a visitor sees. */
  summary: string;
  /** What it does and what a partner should know. */
  description: string;
  /** Its own attributes, besides {@link COMMON_ATTRIBUTES}. */
  attributes: readonly AttributeDoc[];
  /**
   * Its parts, besides {@link COMMON_PARTS}. Every widget names its parts from one small set: `container` (the
   * outer box), `header` (title area), `button` (the main action), then what it alone has.
   */
  parts: readonly PartDoc[];
}

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** The schemas that are named types of the declarations, by schema. */
const NAMED = new Map<z.ZodMiniType, string>(Object.entries(DETAIL_TYPES).map(([name, type]) => [type.schema, name]));

/**
 * A detail schema as TypeScript writes its type (`{ industry: RoiIndustryKey; errorType?: string }`), naming the
 * types of {@link DETAIL_TYPES}; `named: false` spells a named type out. Knows the few kinds the events use.
 */
export function typeText(schema: z.ZodMiniType, named = true): string {
  const name = named ? NAMED.get(schema) : undefined;
  if (name) return name;
  const def = schema._zod.def as unknown as {
    type: string;
    shape?: Record<string, z.ZodMiniType>;
    entries?: Record<string, string>;
    values?: unknown[];
    innerType?: z.ZodMiniType;
  };
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return def.type;
    case 'enum':
      return Object.values(def.entries ?? {})
        .map(quote)
        .join(' | ');
    case 'literal':
      return (def.values ?? []).map(quote).join(' | ');
    case 'optional':
      return typeText(def.innerType as z.ZodMiniType);
    case 'object':
      return `{ ${Object.entries(def.shape ?? {})
        .map(([key, value]) => `${key}${value._zod.def.type === 'optional' ? '?' : ''}: ${typeText(value)}`)
        .join('; ')} }`;
    default:
      throw new Error(`widgets/manifest.ts cannot write a ${def.type} schema as TypeScript`);
  }
}

/** Parts every element has, from the runtime (widgets/runtime/). */
export const COMMON_PARTS: readonly PartDoc[] = [
  { name: 'toast', description: 'A toast (notification) the widget shows, while it shows.' },
];

/** Attributes every element understands and follows when they change (the runtime's COMMON_ATTRIBUTES). */
export const COMMON_ATTRIBUTE_DOCS: readonly AttributeDoc[] = describe(COMMON_ATTRIBUTES, {
  lang: {
    description:
      "The widget's language. `auto` (or no attribute) follows the page's `<html lang>`, then the browser's " +
      'languages, then English.',
    absent: "the page's `<html lang>`, then the browser's languages, then English",
  },
  'api-base': {
    description: "Origin of the Alex gateway the widget calls; by default the origin of the widget's script.",
    accepts: 'origin of the gateway',
    absent: "the origin the widget's script was loaded from",
  },
  theme: {
    description: '`dark` gives the colour custom properties their dark values (those set by the page still win).',
  },
});

const COLOR_DESCRIPTIONS: Record<keyof typeof brandColors, string> = {
  primary: 'Brand colour: buttons, links, selected and focused controls.',
  'primary-strong': 'Brand colour when hovered or pressed.',
  'primary-soft': 'Light tint of the brand colour behind highlighted areas.',
  'on-primary': 'Text on the brand colour.',
  accent: 'Second colour for highlights.',
  surface: 'Background of the widget.',
  'surface-muted': 'Background of panels and inputs inside the widget.',
  ink: 'Text.',
  'ink-muted': 'Secondary text.',
  line: 'Borders and separators.',
  danger: 'Errors.',
  success: 'Success messages and ticks.',
};

/** The brand custom properties, read from the theme so a new colour cannot go undocumented. */
export const CSS_PROPERTIES: readonly CssPropertyDoc[] = [
  ...(Object.entries(brandColors) as [keyof typeof brandColors, string][]).map(([token, value]) => {
    const match = /^var\((--alex-[a-z-]+), (.+)\)$/.exec(value);
    if (!match) throw new Error(`shared/theme.ts: ${token} is not a --alex-* custom property with a default`);
    return {
      name: match[1] as `--alex-${string}`,
      default: match[2] as string,
      description: COLOR_DESCRIPTIONS[token],
      syntax: '<color>',
    };
  }),
  { name: '--alex-font-family', default: fontStack, description: 'Font of every text in the widget.' },
];

/** The partner whose page embeds the widget, sent with what the visitor sends (README, "Partners and campaigns"). */
const PARTNER = (sent: string): AttributeText => ({
  description:
    `The partner id the gateway has for your site (its PARTNERS setting), sent with ${sent} together with the ` +
    "`utm_source`, `utm_medium`, `utm_campaign`, `utm_term` and `utm_content` of the page's URL. The gateway " +
    "trusts it only from the partner's own origins.",
  accepts: 'a partner id (`acme`)',
  absent: "none: only the page's `utm_*` parameters are sent",
});

/** What the opt-in to prefill from the host page's URL does, naming the parameters read. */
const PREFILL_FROM_URL = (params: string): AttributeText => ({
  description:
    `When present, the page's URL parameters ${params} prefill the same fields (the attributes win); ` +
    'without it they are never read.',
  absent: "absent: the page's URL parameters are not read",
});

export const ELEMENTS: readonly ElementDoc[] = [
  {
    tag: 'alex-roi-calculator',
    summary:
      'ROI calculator: industry presets, three sliders, seven results, how they are calculated and the results by e-mail.',
    description:
      'The visitor picks an industry or moves the sliders (hires per month, days to hire, cost of a vacant day) ' +
      'and reads what Alex saves, with the formulas and assumptions behind each figure; the results can be sent ' +
      'by e-mail through the gateway.',
    attributes: describe(ROI_CALCULATOR_ATTRIBUTES, {
      email: {
        description:
          'Fills the e-mail field with this address; the visitor still presses Send. Ignored, with one console ' +
          'warning, when it is not an e-mail address.',
        accepts: 'an e-mail address',
        absent: 'none: the e-mail field starts empty',
      },
      industry: {
        description:
          "Starts with this industry's preset (any case). An unknown key is ignored with one console warning.",
        accepts: 'an industry key (`logistics`, `healthcare`, …; any case)',
      },
      'prefill-from-url': PREFILL_FROM_URL('`alex_email` and `alex_industry`'),
      partner: PARTNER('the e-mail request'),
    }),
    parts: [
      { name: 'container', description: 'The calculator, its border and background.' },
      { name: 'header', description: 'The title and the subtitle.' },
      { name: 'results', description: 'The results: the monthly savings and the six figures around them.' },
      { name: 'button', description: 'The button that sends the results by e-mail.' },
      {
        name: 'status',
        description: 'What came of the last send, under the e-mail field, until the visitor changes something.',
      },
      {
        name: 'formula',
        description: '"How we calculate": the formulas with the visitor\'s figures, and the assumptions.',
      },
    ],
  },
  {
    tag: 'alex-demo-wizard',
    summary: 'Demo wizard: from a job description to a demo call from Alex, in five steps.',
    description:
      'The visitor describes a job (pasted text or the URL of a job post), picks an interviewer persona, leaves ' +
      'a name, an e-mail and a phone number, and gets a demo call now or later today. Two invisible captcha ' +
      "gates run a proof of work on the visitor's device by themselves. Its language selector sets the `lang` " +
      'attribute.',
    attributes: describe(DEMO_WIZARD_ATTRIBUTES, {
      'home-url': {
        description: "Where the top bar's home link goes; without it the top bar shows no home link.",
        accepts: 'a URL',
        absent: 'none: the top bar shows no home link without it',
      },
      'job-url': {
        description:
          'Step 1 starts in URL mode with this job post (an http or https URL of at most 2048 characters); the ' +
          'visitor still presses Continue. Anything else is ignored with one console warning.',
        accepts: 'an http(s) URL, at most 2048 characters',
        absent: 'none: step 1 starts empty, in paste mode',
      },
      'job-text': {
        description:
          'Step 1 starts in paste mode with this job description (at most 20000 characters), unless `job-url` ' +
          'is given too. A longer one is ignored with one console warning.',
        accepts: 'a job description, at most 20000 characters',
        absent: 'none (`job-url` wins when both are given)',
      },
      'prefill-from-url': PREFILL_FROM_URL('`alex_job_url` and `alex_job_text`'),
      'hide-language-select': {
        description:
          "When present, the top bar shows no language selector: for a page whose own selector sets the wizard's " +
          '`lang` attribute (one language control per page).',
        absent: 'absent: the top bar has a language selector',
      },
      partner: PARTNER('the demo contact and the lead'),
    }),
    parts: [
      { name: 'container', description: 'The wizard, its border and background.' },
      { name: 'header', description: 'The top bar: the title, the home link and the language selector.' },
      { name: 'footer', description: 'The bar with Back and Continue (steps 1 to 3).' },
      { name: 'button', description: 'Continue (or Generate the interview on step 3).' },
    ],
  },
  {
    tag: 'alex-live-calls',
    summary: 'Live calls: three rows of sample interview cards that scroll in a loop.',
    description:
      'Eighteen sample calls (candidate, job, status, satisfaction, duration, how long ago, scores) in three ' +
      'rows that scroll in a loop, paused on hover and focus and still when the visitor prefers reduced ' +
      'motion. It makes no request and dispatches no event.',
    attributes: describe(LIVE_CALLS_ATTRIBUTES, {}),
    parts: [
      { name: 'container', description: 'The showcase and its background.' },
      { name: 'header', description: 'The title, the note and the pause button.' },
      { name: 'card', description: 'Each sample call card.' },
      { name: 'button', description: 'The pause button (absent when the visitor prefers reduced motion).' },
    ],
  },
  {
    tag: 'alex-audio-player',
    summary: 'Audio player: an example interview with Alex (synthetic voices), with play, seek, mute and volume.',
    description:
      "Plays a recording: `src`, or by default the interview example in the widget's language (French, else " +
      'English). Arrow keys move 5 seconds, Home and End go to the start and the end; at the end it goes ' +
      'back to the start. Allow the gateway (or the host of `src`) in `media-src`.',
    attributes: describe(AUDIO_PLAYER_ATTRIBUTES, {
      src: {
        description:
          "URL of the recording (relative to the page); without it, the interview example in the widget's language.",
        accepts: 'a URL, relative to the page',
        absent: "the interview example in the widget's language",
      },
      captions: {
        description: 'URL of WebVTT captions for `src`; the interview example has its own.',
        accepts: 'a URL of WebVTT captions for `src`; from another origin both need CORS',
        absent: 'none (the interview example has its own)',
      },
      label: {
        description: "What the recording is: the player's title and accessible name.",
        accepts: 'text',
        absent: '"Listen to an interview with Alex", translated',
      },
    }),
    parts: [
      { name: 'container', description: 'The player, its border and background.' },
      { name: 'header', description: "The recording's title and the time." },
      { name: 'button', description: 'Play, pause and play again.' },
    ],
  },
];

/** Every event of widgets/event-schemas.ts, its detail written as TypeScript. */
export const EVENTS = Object.fromEntries(
  Object.entries(ALEX_EVENT_TABLE).map(([name, event]) => [
    name,
    {
      tag: event.tag,
      detail: typeText(event.detail),
      description: event.description,
      ...(event.deprecated ? { deprecated: event.deprecated } : {}),
    },
  ]),
) as { readonly [N in AlexEventName]: EventDoc };

/** All attributes of an element, the common ones first: exactly what its class observes. */
export const attributesOf = (element: ElementDoc): readonly AttributeDoc[] => [
  ...COMMON_ATTRIBUTE_DOCS,
  ...element.attributes,
];

/** All parts of an element, its own first. */
export const partsOf = (element: ElementDoc): readonly PartDoc[] => [...element.parts, ...COMMON_PARTS];

/** The events an element dispatches, in the order of {@link EVENTS}. */
export const eventsOf = (tag: string): [AlexEventName, EventDoc][] =>
  (Object.entries(EVENTS) as [AlexEventName, EventDoc][]).filter(([, event]) => event.tag === tag);

/** `alex-roi-calculator` -> `AlexRoiCalculatorElement`: the class name tools and the declarations use. */
export const className = (tag: string): string =>
  `${tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Element`;
