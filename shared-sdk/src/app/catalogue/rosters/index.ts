/** The texts of rosters (appMessages.rosters): create, list, summary, calendar, publish, cover. */
import { rosterCalendarMessages } from './calendar';
import { coverAbsenceMessages } from './cover';
import { createRosterMessages } from './create';
import { rosterExportMessages } from './exports';
import { rosterListMessages } from './list';
import { rosterPublishMessages } from './publish';
import { rosterStateMessages } from './status';
import { rosterSummaryMessages } from './summary';

export const rosterMessages = {
  create: createRosterMessages,
  list: rosterListMessages,
  summary: rosterSummaryMessages,
  calendar: rosterCalendarMessages,
  cover: coverAbsenceMessages,
  state: rosterStateMessages,
  publish: rosterPublishMessages,
  exports: rosterExportMessages,
} as const;
