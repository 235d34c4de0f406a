import { describe, expect, it } from 'vitest';
import { reserveClasses } from './widget-reserve';

describe('reserveClasses', () => {
  it.each([
    ['alex-live-calls', 'en', 'min-h-[1030px] min-[720px]:min-h-[974px]'],
    ['alex-live-calls', 'fr', 'min-h-[1054px] min-[720px]:min-h-[998px]'],
    ['alex-roi-calculator', 'es', 'min-h-[1167px] min-[720px]:min-h-[743px]'],
    ['alex-unknown', 'en', ''],
  ] as const)('%s in %s holds %j', (tag, language, classes) => {
    expect(reserveClasses(tag, language)).toBe(classes);
  });
});
