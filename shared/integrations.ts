/** The integrations catalogue (spec section 3) and the pure rules the integrations page and the home teaser apply to it. */

export const INTEGRATION_CATEGORIES = [
  'ATS',
  'HRIS',
  'CRM',
  'Scheduling',
  'People Ops',
  'Background Check',
  'Productivity',
] as const;
type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

const INTEGRATION_STATUSES = ['live', 'beta', 'comingSoon'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** Audience and market tags; the site translates them (integrations.json, tags.<tag>). */
const INTEGRATION_TAGS = ['Enterprise', 'MidMarket', 'SMB', 'Staffing', 'France'] as const;
export type IntegrationTag = (typeof INTEGRATION_TAGS)[number];

export interface Integration {
  /** Stable identifier (kebab case), used as React key and in tests. */
  id: string;
  /** The vendor's product name, shown as is in every language. */
  name: string;
  category: IntegrationCategory;
  status: IntegrationStatus;
  /** Connected natively inside the product (no middleware, nothing to build for the customer). */
  nativelyLive: boolean;
  /** Path of a logo image under the site's public folder; cards fall back to initials without one. */
  logo?: string;
  /** Background of the initials tile: dark enough for white initials to pass WCAG AA (a test checks it). */
  accentColor: string;
  tags: readonly IntegrationTag[];
}

type Entry = Omit<Integration, 'status' | 'nativelyLive'>;

const live = (entry: Entry): Integration => ({ ...entry, status: 'live', nativelyLive: true });
const beta = (entry: Entry): Integration => ({ ...entry, status: 'beta', nativelyLive: false });
const comingSoon = (entry: Entry): Integration => ({ ...entry, status: 'comingSoon', nativelyLive: false });

export const INTEGRATIONS: readonly Integration[] = [
  // Live with the product.
  live({ id: 'workday', name: 'Workday', category: 'ATS', accentColor: '#0055A5', tags: ['Enterprise'] }),
  live({ id: 'icims', name: 'iCIMS', category: 'ATS', accentColor: '#1D4F91', tags: ['Enterprise'] }),
  live({ id: 'teamtailor', name: 'Teamtailor', category: 'ATS', accentColor: '#B0204F', tags: ['SMB', 'MidMarket'] }),
  live({ id: 'beetween', name: 'Beetween', category: 'ATS', accentColor: '#00695C', tags: ['MidMarket', 'France'] }),
  live({ id: 'hiresweet', name: 'Hiresweet', category: 'ATS', accentColor: '#3F3D99', tags: ['SMB', 'France'] }),
  live({
    id: 'cegid-talentsoft',
    name: 'Cegid Talentsoft',
    category: 'ATS',
    accentColor: '#004B87',
    tags: ['Enterprise', 'France'],
  }),
  live({ id: 'bullhorn', name: 'Bullhorn', category: 'ATS', accentColor: '#C2410C', tags: ['Staffing', 'Enterprise'] }),
  live({ id: 'flatchr', name: 'Flatchr', category: 'ATS', accentColor: '#6D28D9', tags: ['SMB', 'France'] }),
  live({ id: 'kelio', name: 'Kelio', category: 'ATS', accentColor: '#B91C1C', tags: ['MidMarket', 'France'] }),
  live({
    id: 'tool4staffing',
    name: 'Tool4Staffing',
    category: 'ATS',
    accentColor: '#0F766E',
    tags: ['Staffing', 'France'],
  }),
  live({
    id: 'job-explorer',
    name: 'Job Explorer',
    category: 'ATS',
    accentColor: '#1E40AF',
    tags: ['Staffing', 'France'],
  }),
  live({ id: 'bullhorn-crm', name: 'Bullhorn CRM', category: 'CRM', accentColor: '#C2410C', tags: ['Staffing'] }),

  // Private beta.
  beta({ id: 'rippling', name: 'Rippling', category: 'HRIS', accentColor: '#7A1F3D', tags: ['SMB', 'MidMarket'] }),
  beta({ id: 'hibob', name: 'HiBob', category: 'HRIS', accentColor: '#A21CAF', tags: ['MidMarket'] }),
  beta({ id: 'bamboohr', name: 'BambooHR', category: 'HRIS', accentColor: '#3F7D1E', tags: ['SMB'] }),
  beta({ id: 'ukg', name: 'UKG', category: 'HRIS', accentColor: '#005151', tags: ['Enterprise'] }),
  beta({ id: 'salesforce', name: 'Salesforce', category: 'CRM', accentColor: '#0B5CAB', tags: ['Enterprise'] }),
  beta({ id: 'calendly', name: 'Calendly', category: 'Scheduling', accentColor: '#0060E6', tags: ['SMB'] }),
  beta({ id: 'goodtime', name: 'GoodTime', category: 'Scheduling', accentColor: '#5B21B6', tags: ['Enterprise'] }),
  beta({ id: 'slack', name: 'Slack', category: 'Productivity', accentColor: '#4A154B', tags: ['SMB', 'Enterprise'] }),

  // Coming soon: applicant tracking systems.
  comingSoon({ id: 'greenhouse', name: 'Greenhouse', category: 'ATS', accentColor: '#24715B', tags: ['MidMarket'] }),
  comingSoon({ id: 'lever', name: 'Lever', category: 'ATS', accentColor: '#334155', tags: ['MidMarket'] }),
  comingSoon({
    id: 'smartrecruiters',
    name: 'SmartRecruiters',
    category: 'ATS',
    accentColor: '#1F6F43',
    tags: ['Enterprise'],
  }),
  comingSoon({ id: 'workable', name: 'Workable', category: 'ATS', accentColor: '#00756A', tags: ['SMB'] }),
  comingSoon({ id: 'recruitee', name: 'Recruitee', category: 'ATS', accentColor: '#1C5FAD', tags: ['SMB'] }),
  comingSoon({ id: 'jobvite', name: 'Jobvite', category: 'ATS', accentColor: '#14532D', tags: ['MidMarket'] }),
  comingSoon({
    id: 'sap-successfactors',
    name: 'SAP SuccessFactors',
    category: 'ATS',
    accentColor: '#0A4D8C',
    tags: ['Enterprise'],
  }),
  comingSoon({
    id: 'oracle-taleo',
    name: 'Oracle Taleo',
    category: 'ATS',
    accentColor: '#B3261E',
    tags: ['Enterprise'],
  }),
  comingSoon({ id: 'jazzhr', name: 'JazzHR', category: 'ATS', accentColor: '#7C2D12', tags: ['SMB'] }),
  comingSoon({ id: 'breezy-hr', name: 'Breezy HR', category: 'ATS', accentColor: '#155E75', tags: ['SMB'] }),
  comingSoon({ id: 'ashby', name: 'Ashby', category: 'ATS', accentColor: '#312E81', tags: ['MidMarket'] }),
  comingSoon({ id: 'pinpoint', name: 'Pinpoint', category: 'ATS', accentColor: '#9D174D', tags: ['MidMarket'] }),
  comingSoon({ id: 'manatal', name: 'Manatal', category: 'ATS', accentColor: '#1E3A8A', tags: ['SMB', 'Staffing'] }),
  comingSoon({
    id: 'zoho-recruit',
    name: 'Zoho Recruit',
    category: 'ATS',
    accentColor: '#A11B1B',
    tags: ['SMB', 'Staffing'],
  }),
  comingSoon({ id: 'jobadder', name: 'JobAdder', category: 'ATS', accentColor: '#0E7490', tags: ['Staffing'] }),
  comingSoon({ id: 'avature', name: 'Avature', category: 'ATS', accentColor: '#4C1D95', tags: ['Enterprise'] }),
  comingSoon({
    id: 'welcome-to-the-jungle',
    name: 'Welcome to the Jungle',
    category: 'ATS',
    accentColor: '#065F46',
    tags: ['SMB', 'France'],
  }),
  comingSoon({
    id: 'digitalrecruiters',
    name: 'DigitalRecruiters',
    category: 'ATS',
    accentColor: '#1D4ED8',
    tags: ['MidMarket', 'France'],
  }),
  comingSoon({ id: 'taleez', name: 'Taleez', category: 'ATS', accentColor: '#BE185D', tags: ['SMB', 'France'] }),
  comingSoon({
    id: 'jobaffinity',
    name: 'Jobaffinity',
    category: 'ATS',
    accentColor: '#0369A1',
    tags: ['SMB', 'France'],
  }),
  comingSoon({ id: 'softy', name: 'Softy', category: 'ATS', accentColor: '#7E22CE', tags: ['SMB', 'France'] }),
  comingSoon({ id: 'crelate', name: 'Crelate', category: 'ATS', accentColor: '#115E59', tags: ['Staffing'] }),
  comingSoon({ id: 'jobdiva', name: 'JobDiva', category: 'ATS', accentColor: '#1E3A8A', tags: ['Staffing'] }),
  comingSoon({ id: 'avionte', name: 'Avionté', category: 'ATS', accentColor: '#9A3412', tags: ['Staffing'] }),
  comingSoon({ id: 'vincere', name: 'Vincere', category: 'ATS', accentColor: '#3730A3', tags: ['Staffing'] }),
  comingSoon({ id: 'loxo', name: 'Loxo', category: 'ATS', accentColor: '#0F172A', tags: ['Staffing', 'SMB'] }),

  // Coming soon: HR, CRM, scheduling and other tools.
  comingSoon({
    id: 'personio',
    name: 'Personio',
    category: 'HRIS',
    accentColor: '#1F2937',
    tags: ['SMB', 'MidMarket'],
  }),
  comingSoon({
    id: 'adp-workforce-now',
    name: 'ADP Workforce Now',
    category: 'HRIS',
    accentColor: '#B91C1C',
    tags: ['Enterprise'],
  }),
  comingSoon({ id: 'lucca', name: 'Lucca', category: 'HRIS', accentColor: '#0B5394', tags: ['MidMarket', 'France'] }),
  comingSoon({ id: 'factorial', name: 'Factorial', category: 'HRIS', accentColor: '#BE123C', tags: ['SMB'] }),
  comingSoon({ id: 'payfit', name: 'PayFit', category: 'HRIS', accentColor: '#1E40AF', tags: ['SMB', 'France'] }),
  comingSoon({ id: 'hubspot', name: 'HubSpot', category: 'CRM', accentColor: '#B33A1A', tags: ['SMB', 'MidMarket'] }),
  comingSoon({ id: 'pipedrive', name: 'Pipedrive', category: 'CRM', accentColor: '#1A1A1A', tags: ['SMB'] }),
  comingSoon({
    id: 'google-calendar',
    name: 'Google Calendar',
    category: 'Scheduling',
    accentColor: '#1A56C4',
    tags: [],
  }),
  comingSoon({
    id: 'microsoft-outlook',
    name: 'Microsoft Outlook',
    category: 'Scheduling',
    accentColor: '#0A5A9C',
    tags: [],
  }),
  comingSoon({
    id: 'microsoft-teams',
    name: 'Microsoft Teams',
    category: 'Productivity',
    accentColor: '#464EB8',
    tags: [],
  }),
  comingSoon({
    id: 'checkr',
    name: 'Checkr',
    category: 'Background Check',
    accentColor: '#0F4C81',
    tags: ['MidMarket'],
  }),
  comingSoon({
    id: 'sterling',
    name: 'Sterling',
    category: 'Background Check',
    accentColor: '#14532D',
    tags: ['Enterprise'],
  }),
  comingSoon({
    id: 'hireright',
    name: 'HireRight',
    category: 'Background Check',
    accentColor: '#1E3A5F',
    tags: ['Enterprise'],
  }),
  comingSoon({ id: 'lattice', name: 'Lattice', category: 'People Ops', accentColor: '#3B0764', tags: ['MidMarket'] }),
  comingSoon({
    id: 'culture-amp',
    name: 'Culture Amp',
    category: 'People Ops',
    accentColor: '#9F1239',
    tags: ['MidMarket'],
  }),
];

/** Lower case, accents and every non-alphanumeric character removed: 'Avionté' and 'avionte', 'Job Explorer' and 'jobexplorer' meet. */
export const searchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Entries whose name or tags contain the query, ignoring case, accents, spaces and punctuation; an empty query keeps
 * everything. `tagLabel` adds the tags' translated labels, so 'intérim' finds the Staffing tools on the French page.
 */
export function searchIntegrations(
  items: readonly Integration[],
  query: string,
  tagLabel: (tag: IntegrationTag) => string = (tag) => tag,
): Integration[] {
  const wanted = searchKey(query);
  if (!wanted) return [...items];
  return items.filter((item) =>
    [item.name, ...item.tags, ...item.tags.map(tagLabel)].some((text) => searchKey(text).includes(wanted)),
  );
}

/** The integrations page lists applicant tracking systems only (spec section 2). */
export const atsOnly = (items: readonly Integration[]): Integration[] =>
  items.filter((item) => item.category === 'ATS');

/** 'Live with the product': released and connected natively, nothing for the customer to build. */
export const isLiveWithProduct = (item: Integration): boolean => item.status === 'live' && item.nativelyLive;

export const liveOnly = (items: readonly Integration[]): Integration[] => items.filter(isLiveWithProduct);

/** The translation key of a status's label: live, private beta, coming soon. */
export const statusLabelKey = (status: IntegrationStatus): `status.${IntegrationStatus}` => `status.${status}`;

/**
 * Two letters for the logo fallback: the first letters of the first two capitalised words ('Cegid Talentsoft' -> 'CT',
 * 'Welcome to the Jungle' -> 'WJ'), else the first two letters of a single word ('iCIMS' -> 'IC').
 */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const [first, second] = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  if (first && second) return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
  const letters = (words[0] ?? '').replace(/[^\p{L}\p{N}]/gu, '');
  return letters.slice(0, 2).toLocaleUpperCase('en');
}

/**
 * Left out of the home teaser: Kelio is mostly known as a time-and-attendance suite, so in a strip that says "connects
 * to your ATS" its logo would blur the message; it stays listed on the integrations page.
 */
export const TEASER_EXCLUDED_ATS = 'kelio';

export const TEASER_SIZE = 11;

const STATUS_ORDER: Record<IntegrationStatus, number> = { live: 0, beta: 1, comingSoon: 2 };

/** Live first, then private beta, then coming soon; catalogue order within a status (the sort is stable). */
export const byStatus = (items: readonly Integration[]): Integration[] =>
  [...items].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);

/** The home teaser's tiles: ATS only, at most 11, live ones first then the others, one ATS left out on purpose. */
export function teaserSelection(
  items: readonly Integration[] = INTEGRATIONS,
  size: number = TEASER_SIZE,
  excluded: string = TEASER_EXCLUDED_ATS,
): Integration[] {
  return byStatus(atsOnly(items).filter((item) => item.id !== excluded)).slice(0, size);
}
