/**
 * The made-up calls the live-calls marquee shows (spec sections 3 and 9): three rows of six. Places, jobs
 * and scoring criteria are translation keys; names are first names and an initial, the same in every language.
 */

/** The twelve kinds of job a sample call is about. */
export const JOB_KEYS = [
  'warehouseWorker',
  'forkliftOperator',
  'deliveryDriver',
  'cashier',
  'salesAssociate',
  'securityGuard',
  'careAssistant',
  'waiter',
  'kitchenAssistant',
  'hotelReceptionist',
  'callCenterAgent',
  'cleaningAgent',
] as const;
type JobKey = (typeof JOB_KEYS)[number];

export const LOCATION_KEYS = [
  'paris',
  'lyon',
  'marseille',
  'lille',
  'bordeaux',
  'toulouse',
  'nantes',
  'brussels',
  'london',
  'manchester',
  'madrid',
  'barcelona',
] as const;
type LocationKey = (typeof LOCATION_KEYS)[number];

/** What the agent scores a candidate on, in the order the card lists them. */
export const SCORING_KEYS = ['experience', 'availability', 'communication', 'motivation', 'skillsMatch'] as const;

export interface SampleCall {
  id: number;
  /** First name and initial of the made-up candidate; also what their avatar is drawn from. */
  candidate: string;
  /**
   * The candidate's gender, the i18next context of the card's job title and status: French and Spanish give a
   * woman's card its feminine form (`jobs.waiter_female`: «Serveuse», «Camarera»), other languages the base key.
   */
  gender: Gender;
  location: LocationKey;
  jobTitle: JobKey;
  /** The raw status, spelt as the calls API does (snake_case); see callStatus(). */
  status: string;
  /** Candidate satisfaction, 1-5. */
  nps: number;
  durationSeconds: number;
  /** Minutes ago before the page view's random 0-4 minutes are added. */
  baseMinutesAgo: number;
  /** Percentages, in SCORING_KEYS order. */
  scores: readonly [number, number, number, number, number];
}

export const ROWS = 3;
export const CARDS_PER_ROW = 6;

export type Gender = 'female' | 'male';

type Row = [string, 'f' | 'm', LocationKey, JobKey, string, number, number, number, SampleCall['scores']];

// candidate, gender (f/m), location, job, status, nps, duration (s), base minutes ago, scores
const ROWS_OF_CALLS: Row[][] = [
  [
    ['Sarah M.', 'f', 'paris', 'warehouseWorker', 'match', 5, 272, 1, [85, 100, 90, 88, 92]],
    ['Karim B.', 'm', 'lyon', 'cashier', 'validated', 4, 318, 3, [78, 90, 86, 80, 84]],
    ['Lucía G.', 'f', 'madrid', 'securityGuard', 'to_recall', 3, 205, 5, [70, 60, 82, 75, 72]],
    ['Thomas L.', 'm', 'lille', 'deliveryDriver', 'to_check', 4, 251, 8, [66, 85, 74, 79, 70]],
    ['Aïcha D.', 'f', 'marseille', 'careAssistant', 'not_interested', 2, 96, 11, [88, 40, 80, 35, 76]],
    ['James W.', 'm', 'london', 'callCenterAgent', 'processing', 5, 187, 14, [72, 95, 94, 90, 81]],
  ],
  [
    ['Inès R.', 'f', 'bordeaux', 'waiter', 'match', 5, 294, 2, [90, 95, 96, 92, 94]],
    ['Marco P.', 'm', 'barcelona', 'kitchenAssistant', 'validated', 4, 263, 4, [82, 88, 76, 86, 80]],
    ['Chloé F.', 'f', 'nantes', 'hotelReceptionist', 'to_recall', 3, 231, 7, [64, 70, 90, 72, 68]],
    ['Youssef A.', 'm', 'toulouse', 'forkliftOperator', 'match', 4, 309, 10, [94, 100, 78, 90, 96]],
    ['Emma J.', 'f', 'manchester', 'salesAssociate', 'to_check', 1, 142, 13, [58, 65, 70, 50, 62]],
    ['Diego S.', 'm', 'barcelona', 'cleaningAgent', 'in_progress', 4, 176, 16, [76, 92, 72, 84, 78]],
  ],
  [
    ['Léa V.', 'f', 'lyon', 'salesAssociate', 'validated', 5, 276, 1, [80, 90, 92, 88, 86]],
    ['Omar K.', 'm', 'brussels', 'warehouseWorker', 'match', 4, 325, 4, [92, 100, 80, 94, 90]],
    ['Camille T.', 'f', 'paris', 'cashier', 'not_interested', 2, 118, 6, [74, 30, 84, 28, 70]],
    ['Pablo M.', 'm', 'madrid', 'deliveryDriver', 'validated', 4, 244, 9, [86, 80, 78, 82, 84]],
    ['Fatou N.', 'f', 'lille', 'careAssistant', 'to_recall', 3, 199, 12, [90, 55, 88, 80, 86]],
    ['Hugo C.', 'm', 'london', 'securityGuard', 'to_check', 3, 228, 15, [68, 75, 66, 70, 64]],
  ],
];

/** The sample calls, row by row: `SAMPLE_ROWS[row][card]`. */
export const SAMPLE_ROWS: readonly (readonly SampleCall[])[] = ROWS_OF_CALLS.map((row, r) =>
  row.map(([candidate, gender, location, jobTitle, status, nps, durationSeconds, baseMinutesAgo, scores], c) => ({
    id: r * CARDS_PER_ROW + c + 1,
    candidate,
    gender: gender === 'f' ? 'female' : 'male',
    location,
    jobTitle,
    status,
    nps,
    durationSeconds,
    baseMinutesAgo,
    scores,
  })),
);

export const SAMPLE_CALLS: readonly SampleCall[] = SAMPLE_ROWS.flat();
