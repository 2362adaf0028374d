import { DEFAULT_SHIFT_HOURS } from '@times/shared-sdk';

/** A new shift's end: its start plus 6 hours, on a 24-hour clock ('22:30' → '04:30'). */
export function endTimeFor(start: string, hours = DEFAULT_SHIFT_HOURS): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(start);
  if (!match) return '';
  const minutes = (Number(match[1]) * 60 + Number(match[2]) + hours * 60) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
