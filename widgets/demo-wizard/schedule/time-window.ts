/**
 * When a demo call can be scheduled (spec sections 4, 5 and 9): between now and 23:59 today, one hour ahead by
 * default, in the visitor's own time zone. Every rule takes `now`, so the picker and its tests share one clock.
 *
 * Steps move through the day continuously (one minute after 14:59 is 15:00, one hour after 9:30 is 10:30) and
 * stop at the window's ends: a step that would leave the window lands on the nearest end instead of wrapping,
 * so a time can never jump from late evening back to a morning that has already passed.
 */

/** A time of day on the visitor's clock. */
export interface ClockTime {
  hour: number;
  minute: number;
}

export type TimeCheck = 'valid' | 'out-of-window' | 'invalid';

/** The first and last moment a call can be scheduled at, to the minute. */
export interface ScheduleWindow {
  min: Date;
  max: Date;
}

/** The last time of day a call can be scheduled at (spec section 9). */
const LAST_SCHEDULABLE: ClockTime = { hour: 23, minute: 59 };
/** How far ahead 'later' proposes by default (spec section 9). */
const DEFAULT_SCHEDULE_OFFSET_MS = 60 * 60_000;
/** PageUp and PageDown move the hour by this many hours and the minutes by this many minutes. */
export const PAGE_STEP = { hour: 3, minute: 15 } as const;

const minuteOfDay = (time: ClockTime): number => time.hour * 60 + time.minute;
const timeAt = (minutes: number): ClockTime => ({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The time of day of a moment, on the visitor's clock. */
export const clockOf = (date: Date): ClockTime => ({ hour: date.getHours(), minute: date.getMinutes() });

/** The moment a time of day falls on, on the day of `now` (seconds dropped). */
function onDayOf(now: Date, time: ClockTime): Date {
  const at = new Date(now);
  at.setHours(time.hour, time.minute, 0, 0);
  return at;
}

/**
 * Now (to the minute) to 23:59 today, or null from 23:59 on: a call 'later' in the day's last minute would be a
 * call now, so the visitor is told no time is left today.
 */
export function scheduleWindow(now: Date): ScheduleWindow | null {
  const min = new Date(now);
  min.setSeconds(0, 0);
  if (minuteOfDay(clockOf(min)) >= minuteOfDay(LAST_SCHEDULABLE)) return null;
  return { min, max: onDayOf(now, LAST_SCHEDULABLE) };
}

/** The window in minutes of the day, for the arithmetic of steps and checks. */
function windowMinutes(now: Date): { min: number; max: number } | null {
  const range = scheduleWindow(now);
  return range && { min: minuteOfDay(clockOf(range.min)), max: minuteOfDay(clockOf(range.max)) };
}

/** One hour from now if that is still today, otherwise the current time (spec section 4), to the minute. */
export function defaultScheduleTime(now: Date): Date {
  const later = new Date(now.getTime() + DEFAULT_SCHEDULE_OFFSET_MS);
  const proposed = sameDay(later, now) ? later : new Date(now);
  proposed.setSeconds(0, 0);
  return proposed;
}

/**
 * 'invalid' when the hour is not 0-23 or the minute not 0-59 (or the time does not exist today, skipped by a
 * daylight-saving change), 'out-of-window' when it lies before now or no window is left, else 'valid'.
 */
export function checkTime(hour: number, minute: number, now: Date): TimeCheck {
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 23 || minute < 0 || minute > 59) {
    return 'invalid';
  }
  const at = onDayOf(now, { hour, minute });
  if (at.getHours() !== hour || at.getMinutes() !== minute) return 'invalid';
  const range = windowMinutes(now);
  const minutes = minuteOfDay({ hour, minute });
  if (!range || minutes < range.min || minutes > range.max) return 'out-of-window';
  return 'valid';
}

/** The nearest time inside the window; the time itself when no window is left (steps leave it alone too). */
export function clampToWindow(time: ClockTime, now: Date): ClockTime {
  const range = windowMinutes(now);
  if (!range) return time;
  return timeAt(clamp(minuteOfDay(time), range.min, range.max));
}

/** `delta` minutes later (or earlier when negative), carried into the hour and stopped at the window's ends. */
export function stepMinute(time: ClockTime, delta: number, now: Date): ClockTime {
  const range = windowMinutes(now);
  if (!range) return time;
  return timeAt(clamp(minuteOfDay(time) + delta, range.min, range.max));
}

/** `delta` hours later (or earlier), keeping the minutes unless that leaves the window. */
export function stepHour(time: ClockTime, delta: number, now: Date): ClockTime {
  return stepMinute(time, delta * 60, now);
}

const NUMBER = /^\d{1,2}$/;
// '14:30', '14.30', '14h30', '14 h 30', '14h': a whole time typed into either field.
const WHOLE_TIME = /^(\d{1,2})\s*(?:[:.]\s*(\d{2})|[hH]\s*(\d{2})?)$/;

/**
 * What the visitor typed into the hour or minute field, as the time it proposes: one or two digits replace that
 * field ('9' and '09' are both 9); a whole time ('9:05', '09.05', '9h05', or '9h' for 9:00, the French way)
 * replaces both. Minutes after a separator take two digits, since '9:5' could mean 9:05 or 9:50. Null when the
 * text is neither; ranges are left to {@link checkTime}, so '75' comes back as 75 and is then refused.
 */
export function parseTyped(text: string, field: keyof ClockTime, current: ClockTime): ClockTime | null {
  const typed = text.trim();
  if (NUMBER.test(typed)) return { ...current, [field]: Number(typed) };
  const whole = WHOLE_TIME.exec(typed);
  if (!whole) return null;
  return { hour: Number(whole[1]), minute: Number(whole[2] ?? whole[3] ?? 0) };
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/**
 * The scheduled moment as an ISO date-time on the visitor's clock with its UTC offset
 * ('2025-06-14T14:30:00+02:00'), which the gateway's `z.iso.datetime({ offset: true })` accepts.
 */
export function toIso(hour: number, minute: number, now: Date): string {
  const at = onDayOf(now, { hour, minute });
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const date = `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:00`;
  return `${date}T${time}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The time of day of a scheduled ISO date-time on the visitor's clock; null when it is not a date. */
export function timeOfIso(iso: string): ClockTime | null {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : clockOf(new Date(at));
}

/** The locale each language formats dates in: the English copy is British ('7 December'). */
const DATE_LOCALE: Readonly<Record<string, string>> = { en: 'en-GB' };

/**
 * A date or time format in the visitor's language, on the 24-hour clock in every language ('14:30', '09:05'), as
 * the picker's hour field takes it: a time typed as 14 never comes back as '02:30 PM'.
 */
export const clockFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(DATE_LOCALE[language] ?? language, { ...options, hourCycle: 'h23' });

/** A time of day the way the wizard writes it ('14:30', '09:05'). */
export const timeLabel = (time: ClockTime, language: string): string =>
  clockFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(2000, 0, 1, time.hour, time.minute));
