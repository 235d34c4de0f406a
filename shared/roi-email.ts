/** The send-roi-metrics payload, validated with the same schema by the widget and the gateway. */
import * as z from 'zod/mini';
import { attributionRequest } from './attribution';
import { LANGUAGES } from './languages';
import { ROI_INDUSTRY_KEYS, ROI_SLIDERS } from './roi';

const amount = z.number().check(z.gte(0), z.lte(1e12));

const bounded = (bounds: { min: number; max: number }) => z.number().check(z.gte(bounds.min), z.lte(bounds.max));

export const roiMetricsRequest = z.object({
  userEmail: z.email().check(z.maxLength(254)),
  industry: z.enum(ROI_INDUSTRY_KEYS),
  industryName: z.string().check(z.maxLength(120)),
  monthlyRecruitments: bounded(ROI_SLIDERS.monthlyRecruitments).check(z.int()),
  currentTimeToHire: bounded(ROI_SLIDERS.currentTimeToHire).check(z.int()),
  costPerDay: bounded(ROI_SLIDERS.costPerDay).check(z.int()),
  results: z.object({
    currentCost: amount,
    withAlexCost: amount,
    savings: amount,
    timeReduction: amount,
    roiPercentage: amount,
  }),
  language: z.enum(LANGUAGES),
  /** The partner and campaign of the page the calculator is on (shared/attribution.ts). Absent from older widgets. */
  attribution: z.optional(attributionRequest),
});

export type RoiMetricsRequest = z.infer<typeof roiMetricsRequest>;
