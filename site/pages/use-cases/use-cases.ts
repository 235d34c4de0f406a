/** The three use cases of the use-cases page, which one is shown first, and how the keyboard moves between them. */

/** In the order the cards appear (spec section 3, "Use case"). */
export const USE_CASE_IDS = ['pre', 'reactivation', 'nsr'] as const;
export type UseCaseId = (typeof USE_CASE_IDS)[number];

/** Pre-qualification is the product's main job, so the page opens on it. */
export const DEFAULT_USE_CASE: UseCaseId = 'pre';

export const isUseCaseId = (value: unknown): value is UseCaseId =>
  typeof value === 'string' && (USE_CASE_IDS as readonly string[]).includes(value);

/** The id of a case's detail block: the e2e tests and in-page links rely on these. */
export const detailId = (id: UseCaseId): `detail-${UseCaseId}` => `detail-${id}`;

/** The id of a case's card (a tab), which names its detail panel. */
export const tabId = (id: UseCaseId): `use-case-tab-${UseCaseId}` => `use-case-tab-${id}`;

/**
 * The case a key press on the case cards selects (the tabs pattern of the ARIA practices): arrows move to the
 * neighbour and wrap around, Home and End jump to the ends; any other key selects nothing.
 */
export function caseForKey(current: UseCaseId, key: string): UseCaseId | undefined {
  const index = USE_CASE_IDS.indexOf(current);
  const last = USE_CASE_IDS.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return USE_CASE_IDS[index === last ? 0 : index + 1];
    case 'ArrowLeft':
    case 'ArrowUp':
      return USE_CASE_IDS[index === 0 ? last : index - 1];
    case 'Home':
      return USE_CASE_IDS[0];
    case 'End':
      return USE_CASE_IDS[last];
    default:
      return undefined;
  }
}
