/** The View Roster calendar grid and its drag and drop (spec 002 sections 2.4, 4 and 8). */
export const rosterCalendarMessages = {
  selectPeriod: 'Select Period',
  timeCreated: 'Time created',
  toolbox: 'Toolbox',
  totalAssigned: 'Total Assigned',
  males: 'Males',
  females: 'Females',
  weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  loading: 'Loading..',
  swapped: (first: string, firstDate: string, second: string, secondDate: string) =>
    `Sucessfully swapped ${first} (${firstDate}) with ${second} (${secondDate})`,
  moved: (employee: string, date: string, target: string) => `Sucessfully moved ${employee} (${date}) to ${target}`,
  invalidSwapDates: 'Invalid swap dates',
  sameEmployee: 'Source and target employee is the same',
  dateNotEmpty: 'Target date is not empty',
  invalidUserRights: 'Invalid user rights',
  /** Ours. */
  entryNotFound: 'This roster day has changed, the roster was reloaded',
  /** Ours: the employee works another shift (of this site or another) on that day or at that time. */
  worksElsewhere: 'Employee works another shift on this date',
  /** Ours: too little rest between this shift and another of the employee's shifts. */
  restHoursTooShort: 'Employee needs more rest between shifts',
  /** Ours: the employee may not work these two shifts on consecutive days in this order. */
  successionForbidden: 'Employee may not work these two shifts on consecutive days in this order',
  coverNotAllowed: 'This employee cannot cover the place without breaking a rule',
  absenceOutsidePeriod: 'The absence must be within the roster period, its end not before its start',
  employeeColumn: 'Employee',
  emptyCell: (employee: string, date: string) => `${employee}, ${date}: not rostered`,
  /** Names a rostered day; it carries the badge as shown ('GRD M'), so what is seen is part of the name. */
  assignedCell: (employee: string, date: string, badge: string, position: string) =>
    `${employee}, ${date}: ${badge} - ${position}`,
  picked: (employee: string, date: string) =>
    `Picked ${employee} ${date}: choose a cell to swap or move to, Escape to cancel`,
  keyboardHint:
    'Keyboard: Enter on a rostered day picks it, Enter on another cell swaps or moves it there, Escape cancels.',
  /** Ours: the gender letter on an assigned cell's badge. */
  genderLetters: { male: 'M', female: 'F' },
  /** Ours: the names of the grid and of the position legend. */
  gridLabel: 'Roster calendar',
  legendLabel: 'Positions',
  /** Ours: a pick cancelled with Escape. */
  pickCancelled: 'Pick cancelled',
  /** Ours (issue 17): pinned cells, kept by a recalculation. */
  pins: {
    /** The name of the lock drawn on a pinned day. */
    lock: 'Pinned',
    /** A pinned day's accessible name: the cell's name and that it is pinned. */
    cell: (cell: string) => `${cell}, pinned`,
    /** The lock button of a rostered day (pressed when the day is pinned). */
    toggle: (employee: string, date: string) => `Pin ${employee}, ${date}`,
    /** The lock button's tooltip. */
    pinTitle: 'Pin: keep this day when the roster is recalculated',
    unpinTitle: 'Pinned: click to unpin',
    pinned: (employee: string, date: string) => `Pinned ${employee} (${date})`,
    unpinned: (employee: string, date: string) => `Unpinned ${employee} (${date})`,
    legend: 'Pinned: kept when the roster is recalculated',
    hint: "Pin or unpin a rostered day with its lock, or with the 'L' key on the day.",
  },
} as const;
