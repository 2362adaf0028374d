/**
 * Ours (issue 17): the roster's exports — an employee's calendar feed link, the CSV download and
 * the print view — and the texts the calendar feed itself carries.
 */
export const rosterExportMessages = {
  calendarLink: {
    /** The button on a shift employee's row and the dialog's title. */
    open: 'Calendar link',
    openFor: (employee: string) => `Calendar link of ${employee}`,
    title: (employee: string) => `Calendar link: ${employee}`,
    column: 'Calendar',
    intro:
      "A secret link to the employee's rostered days in published rosters (every site and shift), for Google Calendar, Outlook or Apple Calendar: subscribe to it by URL. The calendar updates itself when rosters change.",
    none: 'No calendar link yet.',
    active: (created: string, expires: string) => `A link created ${created} works until ${expires}.`,
    create: 'Create link',
    replace: 'Replace link',
    revoke: 'Revoke link',
    close: 'Close',
    linkLabel: 'Calendar link',
    shownOnce: 'Copy the link now: it is shown only once. Anyone with the link sees these days.',
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the link and copy it',
    revoked: 'The link was revoked: it no longer works.',
    replaceConfirm: 'The current link will stop working. Create a new one?',
    revokeConfirm: 'Revoke the calendar link? Calendars subscribed to it stop updating.',
  },
  /** The name of View Roster's group of export actions (Download CSV, Print). */
  actionsLabel: 'Roster exports',
  csv: {
    download: 'Download CSV',
    failed: 'Could not make the CSV file. Try again.',
    /** The file's name: site, shift and period. */
    fileName: (site: string, shift: string, start: string, end: string) =>
      `roster ${site} ${shift} ${start} ${end}.csv`,
    columns: {
      employeeNumber: 'Employee number',
      name: 'Name',
      surname: 'Surname',
      position: 'Position',
      positionCode: 'Position code',
      date: 'Date',
      start: 'Start',
      end: 'End',
      hours: 'Hours',
      site: 'Site',
      shift: 'Shift',
    },
  },
  print: {
    open: 'Print',
    genderLegend: 'Gender',
    genders: { male: 'Male', female: 'Female' },
    heading: (site: string, shift: string, period: string) => `${site} · ${shift} · ${period}`,
  },
  /** The calendar feed's texts (the mock-api writes them). */
  feed: {
    calendarName: (employee: string) => `Times roster: ${employee}`,
    summary: (shift: string, site: string) => `${shift} shift · ${site}`,
    description: (position: string, site: string, shift: string) => `${position} on the ${shift} shift at ${site}`,
  },
} as const;
