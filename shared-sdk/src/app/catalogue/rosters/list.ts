/** The roster list page and its 'Roster Details' modal (spec 002 sections 2.2, 5 and 6). */
export const rosterListMessages = {
  title: 'Rosters',
  filter: 'Filter',
  all: 'All',
  period: 'Period',
  startDate: 'Start date',
  endDate: 'End date',
  search: 'Search',
  periodDateRequired: 'Period date is required',
  noRecords: 'No records found',
  timeCreated: 'Time created',
  createdBy: 'Created by',
  details: 'Roster Details',
  open: (site: string, shift: string, period: string) => `Open roster ${site} ${shift} ${period}`,
  notAllowed: 'You are not allowed to access this page',
} as const;
