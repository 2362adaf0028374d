/** View Roster's 'Who can cover?' and 'Mark absent' (ours, issue 17). */
export const coverAbsenceMessages = {
  openPlaces: 'Open places',
  noOpenPlaces: 'Every required place is covered',
  openPlace: (position: string, date: string, missing: number) =>
    `${position} on ${date}: ${missing} open${missing === 1 ? ' place' : ' places'}`,
  whoCanCover: 'Who can cover?',
  /** The name of an open place's button: what it shows, then the place. */
  whoCanCoverPlace: (position: string, date: string) => `Who can cover? ${position} on ${date}`,
  whoCanCoverFor: (position: string, date: string) => `Who can cover ${position} on ${date}?`,
  candidates: 'Candidates, best first',
  noCandidates: 'No one can take this place without breaking a rule',
  candidateHours: (hours: number) => `${hours} hours in the period with this place`,
  /**
   * How a candidate compares with the best one (every candidate fills the same place, so the
   * roster score's own change, which counts the place filled, is not shown).
   */
  bestChoice: 'Best choice',
  costAboveBest: (points: number) => `${points} penalty points more than the best choice`,
  reliever: 'As a reliever',
  excluded: (count: number) => `Not possible (${count})`,
  assign: 'Assign',
  assignNamed: (employee: string) => `Assign ${employee}`,
  assigned: (employee: string, position: string, date: string) => `${employee} now covers ${position} on ${date}`,
  markAbsent: 'Mark absent',
  absenceTitle: 'Mark an employee absent',
  absenceIntro: (start: string, end: string) =>
    `Their days from today on are freed and each place goes to its best candidate (period ${start} to ${end}).`,
  employee: 'Employee',
  chooseEmployee: 'Choose an employee',
  fromDate: 'From date',
  toDate: 'To date',
  save: 'Save',
  cancel: 'Cancel',
  done: 'Done',
  absenceSaved: (employee: string, from: string, to: string) => `${employee} is absent from ${from} to ${to}`,
  changesTitle: 'What changed',
  noChanges: 'No rostered day changed',
  removed: (employee: string, date: string, position: string) => `Removed: ${employee} on ${date} (${position})`,
  added: (employee: string, date: string, position: string) => `Added: ${employee} on ${date} (${position})`,
  stillOpen: 'No one could take',
  openLine: (position: string, date: string) => `${position} on ${date}`,
} as const;
