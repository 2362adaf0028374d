/** The texts of rosters (appMessages.rosters): create, list, summary, calendar, cover. */
import { rosterCalendarMessages } from './calendar';
import { coverAbsenceMessages } from './cover';
import { createRosterMessages } from './create';
import { rosterListMessages } from './list';
import { rosterStateMessages } from './status';
import { rosterSummaryMessages } from './summary';

export const rosterMessages = {
  create: createRosterMessages,
  list: rosterListMessages,
  summary: rosterSummaryMessages,
  calendar: rosterCalendarMessages,
  cover: coverAbsenceMessages,
  state: rosterStateMessages,
} as const;
