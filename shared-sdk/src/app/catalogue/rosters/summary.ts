/** Summary and statistics of a roster (spec 002 section 2.3); 'ours' texts are not in the spec. */
export const rosterSummaryMessages = {
  selectPeriod: 'Select Period',
  timeCreated: 'Time Created',
  noPeriods: 'No rosters for this shift yet',
  cards: {
    employees: 'Employees',
    hours: 'Hours (slots/shift)',
    males: 'Males',
    females: 'Females',
    mostUtilised: 'Most utilised',
    leastUtilised: 'Least utilised',
    avgUtilization: 'Avg utilization',
    staffedDays: 'Staffed/Total days',
    metGoal: 'Met goal %',
    /** Ours (issue 17): the pinned assignments the last calculation kept. */
    pinnedKept: 'Pinned assignments kept',
  },
  /** Ours (issue 17): the hard rules pinned days break (kept, never dropped), under the cards. */
  pinConflicts: {
    title: 'Pinned days that break a rule',
    intro:
      'These pinned days were kept although they break a rule: unpin or move them in View Roster to keep the rule.',
    /** A rule (named as in the rule violations) and how many times the pins break it. */
    rule: (rule: string, count: number) => `${rule}: ${count}`,
  },
  /** Ours (issue 17): the last absence recorded with 'Mark absent' and what its re-plan changed. */
  lastAbsence: {
    title: 'Last absence',
    line: (employee: string, from: string, to: string, recordedAt: string) =>
      from === to
        ? `${employee} absent on ${from} (recorded ${recordedAt})`
        : `${employee} absent from ${from} to ${to} (recorded ${recordedAt})`,
  },
  /** Ours (issue 20): a Published roster's attendance from clocking. */
  attendance: {
    title: 'Attendance',
    counts: (present: number, absent: number, late: number, earlyLeave: number, missingOut: number, toCome: number) =>
      `Present ${present} · Absent ${absent} · Late ${late} · Left early ${earlyLeave} · No clock-out ${missingOut} · Still to come ${toCome}`,
    hours: (worked: string, rostered: string) => `Worked ${worked} of ${rostered} rostered hours`,
  },
  positions: 'Positions',
  /** Ours: the heading of the male/female donuts, one per position. */
  genderByPosition: 'Males and females per position',
  /** Ours: the label of the summary cards. */
  cardsLabel: 'Roster figures',
  employeesDays: 'Employees days',
  daysWorked: 'Days worked',
  targetDays: 'Target days',
  positionUtilisation: 'Position utilisation',
  positionColumns: {
    position: 'Position',
    employees: 'Employees',
    hours: 'Hours',
    daysWorked: 'Days worked',
    targetDays: 'Target days',
    normalDays: 'Normal days',
    sunHldDays: 'Sun/Hld days',
    averageDays: 'Average days',
    utilisation: 'Utilisation %',
  },
  crossPosition: 'Cross position assignment',
  crossColumns: { from: 'From', to: 'To', total: 'Total assigned days' },
  employeesSummary: 'Employees Summary',
  employeeColumns: {
    line: '#',
    name: 'Name',
    hours: 'Hours',
    normal: 'Normal days',
    sundays: 'Sun/Hld days',
    total: 'Total days',
    target: 'Target days',
    utilisation: 'Utilisation %',
    violations: 'Violations',
    dates: 'Non-compliant dates',
  },
  /** Ours: the engine's explanations. */
  explanations: 'Rule violations and uncovered places',
  violationColumns: { rule: 'Rule', employee: 'Employee', position: 'Position', date: 'Date', reason: 'Reason' },
  uncoveredColumns: { position: 'Position', date: 'Date', missing: 'Missing', reason: 'Reason' },
  noViolations: 'Every rule is kept and every required place is filled.',
  /** Ours: the two lists of the explanations. */
  violations: 'Rule violations',
  uncovered: 'Uncovered places',
  /** Ours: the availability and day requests the roster honoured. */
  dayNotes: 'Availability and requests honoured',
  dayNoteColumns: { employee: 'Employee', date: 'Date', reason: 'Reason' },
  everyWeek: 'Every week',
  /** Ours: the date of a violation that has none (an hour target of the whole period). */
  wholePeriod: 'Whole period',
  hardRule: 'must',
  softRule: 'should',
  none: 'None',
} as const;
