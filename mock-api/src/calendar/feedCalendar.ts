/**
 * The iCalendar (RFC 5545) text of an employee's feed, written by ical-generator. Times are
 * floating (local wall-clock times, no time zone): a shift starts at 06:00 wherever the site is,
 * and the calendar app shows it at 06:00 on the device.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { appMessages } from '@times/shared-sdk/app/catalogue';
import type { FeedEvent } from './feedEvents';

const t = appMessages.rosters.exports.feed;

/** A floating date-time: ical-generator writes a Date's UTC fields without 'Z' when floating. */
const at = (date: string, time: string): Date => new Date(`${date}T${time}:00Z`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The event's start and end: the shift's times, the end on the next day when it is at or before the start. */
export function eventSpan({ date, times }: Pick<FeedEvent, 'date' | 'times'>): {
  start: Date;
  end: Date;
  allDay: boolean;
} {
  if (!times) {
    const start = at(date, '00:00');
    return { start, end: new Date(start.getTime() + DAY_MS), allDay: true };
  }
  const start = at(date, times.start);
  const sameDayEnd = at(date, times.end);
  const end = sameDayEnd > start ? sameDayEnd : new Date(sameDayEnd.getTime() + DAY_MS);
  return { start, end, allDay: false };
}

export function feedCalendar(employeeName: string, events: readonly FeedEvent[]): string {
  const calendar = ical({
    name: t.calendarName(employeeName),
    prodId: { company: 'Times', product: 'Roster', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const event of events) {
    const { start, end, allDay } = eventSpan(event);
    calendar.createEvent({
      id: event.uid,
      start,
      end,
      allDay,
      floating: true,
      summary: t.summary(event.shiftName, event.siteName),
      location: event.siteName,
      description: t.description(event.positionName, event.siteName, event.shiftName),
      stamp: new Date(event.stamp),
      lastModified: new Date(event.lastModified),
    });
  }
  return calendar.toString();
}
