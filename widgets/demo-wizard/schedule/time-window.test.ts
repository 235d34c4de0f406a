import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallRequest } from '../../../shared/demo-schemas';
import {
  type ClockTime,
  checkTime,
  clampToWindow,
  clockFormat,
  defaultScheduleTime,
  PAGE_STEP,
  parseTyped,
  scheduleWindow,
  stepHour,
  stepMinute,
  type TimeCheck,
  timeLabel,
  timeOfIso,
  toIso,
} from './time-window';

// Every row reads the visitor's clock in Paris unless it names another zone; dates are built inside the tests,
// after the zone is set.
const ZONE = 'Europe/Paris';
const savedZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = ZONE;
});
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

function inZone<T>(zone: string, run: () => T): T {
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    process.env.TZ = ZONE;
  }
}

/** A clock reading on 14 June 2025 (or the given day): 'HH:MM' or 'HH:MM:SS'. */
function at(clock: string, day = '2025-06-14'): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = clock.split(':').map(Number) as [number, number, number?];
  return new Date(year, month - 1, date, hour, minute, second);
}

const hm = (clock: string): ClockTime => {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return { hour, minute };
};
const show = (date: Date | null) =>
  date &&
  `${date.toDateString()} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}:${String(date.getSeconds()).padStart(2, '0')}`;

describe('the schedule window: from now to 23:59 today', () => {
  it.each([
    ['00:00:00', '00:00', '23:59'],
    ['00:00:59', '00:00', '23:59'],
    ['12:00:00', '12:00', '23:59'],
    ['12:00:30', '12:00', '23:59'],
    ['22:30:00', '22:30', '23:59'],
    ['23:30:00', '23:30', '23:59'],
    ['23:58:59', '23:58', '23:59'],
  ])('at %s it runs from %s to %s the same day', (now, min, max) => {
    const range = scheduleWindow(at(now));
    expect({ min: show(range?.min ?? null), max: show(range?.max ?? null) }).toEqual({
      min: show(at(min)),
      max: show(at(max)),
    });
  });

  it.each(['23:59:00', '23:59:30', '23:59:59'])('at %s no time is left today', (now) => {
    expect(scheduleWindow(at(now))).toBeNull();
  });
});

describe('the default time of a call later today', () => {
  it.each([
    ['00:00:00', '01:00', 'valid'],
    ['12:00:00', '13:00', 'valid'],
    ['12:00:30', '13:00', 'valid'],
    ['22:30:00', '23:30', 'valid'],
    ['22:58:59', '23:58', 'valid'],
    ['22:59:30', '23:59', 'valid'],
    // One hour later is tomorrow: the current time instead.
    ['23:00:00', '23:00', 'valid'],
    ['23:30:00', '23:30', 'valid'],
    ['23:58:10', '23:58', 'valid'],
    // Nothing is left today; the picker says so rather than offer a time.
    ['23:59:00', '23:59', 'out-of-window'],
  ])('at %s it is %s (%s)', (now, expected, check) => {
    const proposed = defaultScheduleTime(at(now));
    expect(show(proposed)).toBe(show(at(expected)));
    expect(checkTime(proposed.getHours(), proposed.getMinutes(), at(now))).toBe(check);
  });

  it('is one real hour later across the spring daylight-saving change', () => {
    // In Paris 02:00 jumps to 03:00 on 30 March 2025: one hour after 01:30 reads 03:30.
    expect(show(defaultScheduleTime(at('01:30', '2025-03-30')))).toBe(show(at('03:30', '2025-03-30')));
  });
});

describe('checking a time', () => {
  it.each<[now: string, hour: number, minute: number, expected: TimeCheck]>([
    ['12:00:30', 12, 0, 'valid'],
    ['12:00:30', 12, 1, 'valid'],
    ['12:00:30', 11, 59, 'out-of-window'],
    ['12:00:30', 23, 59, 'valid'],
    ['12:00:30', 0, 0, 'out-of-window'],
    ['12:00:30', 24, 0, 'invalid'],
    ['12:00:30', -1, 0, 'invalid'],
    ['12:00:30', 12, 60, 'invalid'],
    ['12:00:30', 12, -1, 'invalid'],
    ['12:00:30', 12.5, 0, 'invalid'],
    ['12:00:30', 12, Number.NaN, 'invalid'],
    ['00:00:00', 0, 0, 'valid'],
    ['00:00:00', 23, 59, 'valid'],
    ['22:30:00', 22, 29, 'out-of-window'],
    ['22:30:00', 22, 30, 'valid'],
    ['23:30:00', 23, 45, 'valid'],
    ['23:58:00', 23, 59, 'valid'],
    ['23:59:00', 23, 59, 'out-of-window'],
    ['23:59:59', 23, 59, 'out-of-window'],
    ['23:59:00', 25, 0, 'invalid'],
  ])('at %s, %i:%i is %s', (now, hour, minute, expected) => {
    expect(checkTime(hour, minute, at(now))).toBe(expected);
  });

  it('refuses a time the spring daylight-saving change skips', () => {
    const now = at('01:00', '2025-03-30');
    expect(checkTime(2, 30, now)).toBe('invalid');
    expect(checkTime(3, 0, now)).toBe('valid');
  });
});

describe('stepping the hour and the minutes', () => {
  type Row = [now: string, from: string, delta: number, expected: string];
  it.each<Row>([
    ['12:00', '14:35', 1, '15:35'],
    ['12:00', '14:35', -1, '13:35'],
    ['12:00', '13:00', PAGE_STEP.hour, '16:00'],
    // Stepping past an end lands on it, with the minutes it allows.
    ['12:00', '12:35', -1, '12:00'],
    ['12:00', '23:10', 1, '23:59'],
    ['22:30', '23:10', -1, '22:30'],
    ['00:00', '00:00', -1, '00:00'],
  ])('at %s, the hour of %s stepped by %i gives %s', (now, from, delta, expected) => {
    expect(stepHour(hm(from), delta, at(now))).toEqual(hm(expected));
  });

  it.each<Row>([
    ['12:00', '14:59', 1, '15:00'],
    ['12:00', '15:00', -1, '14:59'],
    ['12:00', '14:30', PAGE_STEP.minute, '14:45'],
    ['12:00', '14:50', PAGE_STEP.minute, '15:05'],
    ['12:00', '12:00', -1, '12:00'],
    ['12:00', '12:10', -PAGE_STEP.minute, '12:00'],
    ['12:00', '23:59', 1, '23:59'],
    ['12:00', '23:50', PAGE_STEP.minute, '23:59'],
    // A time the clock has overtaken comes back into the window.
    ['12:00', '11:00', 1, '12:00'],
    ['00:00', '00:00', -1, '00:00'],
  ])('at %s, the minutes of %s stepped by %i give %s', (now, from, delta, expected) => {
    expect(stepMinute(hm(from), delta, at(now))).toEqual(hm(expected));
  });

  it('leaves the time alone when no time is left today', () => {
    const now = at('23:59:30');
    expect(stepHour(hm('23:59'), -1, now)).toEqual(hm('23:59'));
    expect(stepMinute(hm('23:59'), -1, now)).toEqual(hm('23:59'));
    expect(clampToWindow(hm('10:00'), now)).toEqual(hm('10:00'));
  });

  it.each([
    ['12:00', '08:15', '12:00'],
    ['12:00', '18:15', '18:15'],
    ['22:30', '22:00', '22:30'],
  ])('at %s, %s clamped into the window is %s', (now, time, expected) => {
    expect(clampToWindow(hm(time), at(now))).toEqual(hm(expected));
  });
});

describe('typing into the hour or minute field', () => {
  const current = hm('14:30');
  it.each<[text: string, field: keyof ClockTime, expected: ClockTime | null]>([
    ['9', 'hour', hm('9:30')],
    ['09', 'hour', hm('9:30')],
    [' 7 ', 'minute', hm('14:07')],
    ['07', 'minute', hm('14:07')],
    ['0', 'minute', hm('14:00')],
    // Out of range still parses; checkTime refuses it and the field reverts.
    ['75', 'minute', hm('14:75')],
    ['24', 'hour', hm('24:30')],
    ['9:05', 'hour', hm('9:05')],
    ['9:05', 'minute', hm('9:05')],
    ['09.05', 'hour', hm('9:05')],
    ['9h05', 'hour', hm('9:05')],
    ['14 h 30', 'minute', hm('14:30')],
    ['16H45', 'hour', hm('16:45')],
    ['14h', 'hour', hm('14:00')],
    ['9:5', 'hour', null],
    ['9:', 'hour', null],
    ['', 'hour', null],
    ['   ', 'minute', null],
    ['123', 'hour', null],
    ['-1', 'hour', null],
    ['abc', 'minute', null],
    ['1.5e1', 'minute', null],
    ['9:05 pm', 'hour', null],
  ])('%j in the %s field gives %j', (text, field, expected) => {
    expect(parseTyped(text, field, current)).toEqual(expected);
  });
});

describe('the scheduled date-time sent to the gateway', () => {
  type Row = [zone: string, day: string, time: string, expected: string];
  it.each<Row>([
    ['Europe/Paris', '2025-06-14', '14:30', '2025-06-14T14:30:00+02:00'],
    ['Europe/Paris', '2025-01-14', '14:30', '2025-01-14T14:30:00+01:00'],
    // After the autumn change the offset is the winter one; after the spring change, the summer one.
    ['Europe/Paris', '2025-10-26', '18:00', '2025-10-26T18:00:00+01:00'],
    ['Europe/Paris', '2025-03-30', '03:30', '2025-03-30T03:30:00+02:00'],
    ['America/New_York', '2025-06-14', '09:05', '2025-06-14T09:05:00-04:00'],
    ['America/St_Johns', '2025-06-14', '23:59', '2025-06-14T23:59:00-02:30'],
    ['Asia/Kolkata', '2025-06-14', '00:00', '2025-06-14T00:00:00+05:30'],
    ['Pacific/Kiritimati', '2025-12-31', '23:00', '2025-12-31T23:00:00+14:00'],
    ['UTC', '2025-06-14', '07:45', '2025-06-14T07:45:00+00:00'],
  ])('in %s on %s, %s is %s', (zone, day, time, expected) => {
    inZone(zone, () => {
      const { hour, minute } = hm(time);
      const iso = toIso(hour, minute, at('00:00:10', day));
      expect(iso).toBe(expected);
      expect(Date.parse(iso)).toBe(at(time, day).getTime());
      expect(createCallRequest.shape.date.safeParse(iso).success).toBe(true);
    });
  });

  it('reads back the time of day it was made from', () => {
    expect(timeOfIso(toIso(16, 5, at('12:00')))).toEqual(hm('16:05'));
    expect(timeOfIso('2025-06-14T12:30:00Z')).toEqual(hm('14:30'));
    expect(timeOfIso('not a date')).toBeNull();
  });
});

describe('the time as the visitor reads it', () => {
  it.each([
    ['en', '14:30', /^14:30$/],
    ['en', '09:05', /^09:05$/],
    ['en', '00:05', /^00:05$/],
    ['fr', '14:30', /^14:30$/],
    ['fr', '09:05', /^09:05$/],
    ['es', '14:30', /^14:30$/],
    ['es', '00:05', /^00:05$/],
  ])('in %s, %s reads like %s: the 24-hour clock the hour field takes', (language, time, expected) => {
    expect(timeLabel(hm(time), language)).toMatch(expected);
  });

  it('writes a scheduled date the British way in English, on the 24-hour clock', () => {
    const at = new Date(2026, 11, 7, 16, 5);
    expect(clockFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(at)).toMatch(
      /^Monday,? 7 December 2026,? at 16:05$/,
    );
    expect(clockFormat('fr', { dateStyle: 'full', timeStyle: 'short' }).format(at)).toMatch(/16:05$/);
  });
});
