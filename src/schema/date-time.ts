/**
 * Dates for the wire. `date-time` is RFC 3339 and needs an offset, which `datetime-local`
 * does not give (a bare wall-clock time would be read in the server's zone): the draft keeps
 * the local text, and the user's offset at that instant is added when content is built.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const daysIn = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** `YYYY-MM-DD`, a real day of years 0001–9999 (no 2026-02-30, no year 0, which Python lacks): the one definition of `format: "date"`. */
export function isValidDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `+02:00` style offset of the local zone at `date`. */
export function formatOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

function localText(date: Date): string {
  const base = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() ? `${base}:${pad(date.getSeconds())}` : base;
}

/** Parse the `datetime-local` text as local time; `undefined` when it is not a real time. */
export function parseLocalDateTime(text: string): Date | undefined {
  const m = LOCAL.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [number, number, number, number, number, number];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const date = new Date(y, mo - 1, d, h, mi, s);
  // A calendar overflow (Feb 30) is an error; a DST gap moves the clock and is kept.
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : undefined;
}

/** `2026-03-01T10:30` ⇒ `2026-03-01T10:30:00+01:00` in the user's zone. */
export function localToRfc3339(text: string): string | undefined {
  const date = parseLocalDateTime(text);
  if (!date) return undefined;
  return `${localText(date).slice(0, 16)}:${pad(date.getSeconds())}${formatOffset(date)}`;
}

/** A server default such as `2026-03-01T09:30:00Z` ⇒ the local text the input shows. */
export function rfc3339ToLocal(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : localText(date);
}

/** The zone the user's date-times are read in, e.g. `{ zone: 'Europe/Paris', offset: 'UTC+01:00' }`. */
export function describeTimeZone(at: Date = new Date()): { zone: string; offset: string } {
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // Some embedded engines lack Intl time zones; the offset alone is still right.
  }
  return { zone, offset: `UTC${formatOffset(at)}` };
}
