import { describe, expect, it } from 'vitest';
import { roiPayload } from '../tests/fixtures/roi';
import { roiMetricsRequest } from './roi-email';

describe('the send-roi-metrics schema', () => {
  it('accepts what the calculator sends, for every industry preset', () => {
    for (const industry of ['custom', 'on-demand', 'healthcare'] as const) {
      expect(roiMetricsRequest.safeParse(roiPayload({}, industry)).success).toBe(true);
    }
  });

  it.each([
    ['', false],
    ['ann', false],
    ['ann@', false],
    ['@example.com', false],
    ['ann@example', false],
    ['ann@example.com', true],
    ['ann.o-neil+roi@sub.example.co.uk', true],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('e-mail %j is valid: %s', (userEmail, valid) => {
    expect(roiMetricsRequest.safeParse(roiPayload({ userEmail })).success).toBe(valid);
  });

  it.each([
    ['monthlyRecruitments', 10, true],
    ['monthlyRecruitments', 1000, true],
    ['monthlyRecruitments', 1001, false],
    ['currentTimeToHire', 2, true],
    ['currentTimeToHire', 1, false],
    ['currentTimeToHire', 30, true],
    ['costPerDay', 100, true],
    ['costPerDay', 140, true],
    ['costPerDay', 99, false],
    ['costPerDay', 2000, true],
  ] as const)('%s = %d is valid: %s', (field, value, valid) => {
    expect(roiMetricsRequest.safeParse(roiPayload({ [field]: value })).success).toBe(valid);
  });
});
