/** Test support: a calendar feed parsed by ical.js (a calendar library independent of the writer), its events as plain values. */
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** Floating local times as written, 'YYYY-MM-DDTHH:MM:SS'. */
  start: string;
  end: string;
  stamp: string;
  lastModified: string;
}

const text = (event: ICAL.Component, name: string): string => String(event.getFirstPropertyValue(name) ?? '');

export function parseFeed(ics: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      stamp: text(component, 'dtstamp'),
      lastModified: text(component, 'last-modified'),
    };
  });
  return { name: text(calendar, 'x-wr-calname'), events };
}
