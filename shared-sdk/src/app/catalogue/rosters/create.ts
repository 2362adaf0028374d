/** The Create Roster tab: the start-date form and its answers (spec 002 sections 2.1, 4, 5 and 8). */
export const createRosterMessages = {
  startDate: 'Start date',
  startCalculation: 'Start Calculation',
  recalculate: 'Recalculate Roster',
  alreadyCreated: (date: string) => `Roster already created on ${date}`,
  inProgress: (date: string) => `Roster calculation for this period already started on ${date}`,
  incorrectStartDate: 'Incorrect start date',
  workingDaysRequired: 'Roster working days is required',
  employeesLessThanRequired: 'Assigned employees are less than required, use roster setup to add employees',
  invalidShiftDetails: 'Invalid shift details',
  invalidUserRights: 'Invalid user rights',
  selectShift: 'Select a client, site and shift first',
  /** Ours: every set-up shift of the site for the period, planned together. */
  calculateSite: 'Calculate all shifts of this site',
  recalculateSite: 'Recalculate all shifts of this site',
  siteStarted: (shifts: string) => `Calculating together: ${shifts}`,
  siteAlreadyCreated: (shifts: string) => `Rosters already created for this period: ${shifts}`,
  siteInProgress: (shifts: string) => `Roster calculations for this period already started: ${shifts}`,
  siteSkipped: (shift: string, reason: string) => `${shift}: ${reason}`,
  siteHint: 'Plans every shift of the site so that no employee works two shifts at once or without their rest.',
  /** Ours: what the user sees while the engine works, and when it ends. */
  processing: (period: string) => `Roster for ${period} is being calculated...`,
  processingHint: 'This screen updates by itself when the calculation ends.',
  successful: (period: string) => `Roster for ${period} calculated`,
  failed: (period: string, reason: string) => `Roster calculation for ${period} failed: ${reason}`,
} as const;
