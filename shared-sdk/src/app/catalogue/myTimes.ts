/**
 * The texts of the employees' own app, My Times, of their invitations and of the managers'
 * Requests page (issue 31, ours: beyond the spec, in its style).
 */
const weekdays = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** What the words of an availability change need (AvailabilityChange's fields). */
interface AvailabilityChangeWords {
  op: 'add' | 'remove';
  what: 'date' | 'weekday' | 'request';
  date: string;
  day: keyof typeof weekdays | '';
  work: 0 | 1;
  weight: number;
  shift_name: string;
}

export const myTimesMessages = {
  title: 'My Times',
  nav: { shifts: 'My shifts', timeOff: 'Time off', availability: 'Availability', inbox: 'Inbox', label: 'My Times' },
  /** The same words as the user menu of the other signed-in areas (appMessages.menu.signOut). */
  signOut: 'Sign out',
  loading: 'Loading...',
  asOf: (when: string) => `Offline: as of ${when}`,
  offline: 'You are offline. What you see was loaded before.',
  notLinked: 'Your account is not linked to an employee of this app. Ask your manager to invite you to Times again.',
  shifts: {
    title: 'My shifts',
    today: 'Today',
    coming: 'Coming days',
    past: 'Past days',
    none: 'No published shifts in these days.',
    noneComing: 'No published shifts coming up. You will get a message when your next roster is published.',
    with: (names: string) => `With ${names}`,
    alone: 'Nobody else on this shift',
    worked: (rostered: string, worked: string) => `Rostered ${rostered} h · Worked ${worked} h`,
    rostered: (hours: string) => `Rostered ${hours} h`,
    status: { coming: 'Coming', present: 'Present', absent: 'Absent', expected: 'Not clocked in yet' },
    earlier: 'Earlier days',
    calendar: 'Add to my calendar',
    calendarExplain: "Your published shifts in your phone's calendar, kept up to date.",
    calendarGet: 'Get my calendar link',
    calendarReplaces: 'A new link replaces the one you had: a calendar that used it stops updating.',
    calendarOpen: 'Open in my calendar',
    calendarCopy: 'Copy link',
    calendarCopied: 'Copied.',
    calendarUrl: 'Calendar link',
  },
  openShifts: {
    title: 'Open shifts you can take',
    explain: 'Places on your published rosters that nobody works yet. Taking one keeps every rule of your roster.',
    item: 'Open shift',
    hours: (hours: string) => `Your hours this roster with it: ${hours} h`,
    relieves: 'In another position than your own',
    take: 'Take this shift',
    taking: 'Taking...',
    taken: 'The shift is yours: it is in your coming days.',
    asked: 'Your manager has been asked: the shift is yours once they approve.',
    waiting: 'Waiting for your manager',
  },
  timeOff: {
    title: 'Time off',
    ask: 'Ask for time off',
    from: 'First day off',
    to: 'Last day off',
    reason: 'Reason',
    send: 'Send request',
    sending: 'Sending...',
    queued: 'Saved on this phone: it is sent when you are back online.',
    sent: 'Your request was sent to your manager.',
    mine: 'My requests',
    none: 'You have not asked for time off yet.',
    cancel: 'Cancel request',
    cancelled: 'Your request was cancelled.',
    days: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
    state: { pending: 'Waiting', approved: 'Approved', declined: 'Declined', cancelled: 'Cancelled' },
    decided: (action: string, by: string, at: string) => `${action} by ${by}, ${at}`,
    waiting: (count: number) => (count === 1 ? '1 request waits to be sent' : `${count} requests wait to be sent`),
  },
  availability: {
    title: 'My availability',
    explain: 'The days you cannot work, and the days you would like off or to work: the next roster keeps to them.',
    published: (periods: string) => `Your roster for ${periods} is published: changes in it wait for your manager.`,
    everyWaits: 'Your manager checks every change before it applies.',
    dates: 'Dates I cannot work',
    date: 'Date',
    addDate: 'Add date',
    noDates: 'No dates.',
    days: 'Weekdays I cannot work',
    requests: 'Day requests',
    noRequests: 'No requests.',
    wish: 'I would like',
    work: 'To work this day',
    off: 'This day off',
    weight: 'How much it matters (1-10)',
    shift: 'Shift',
    everyShift: 'Every shift',
    addRequest: 'Add request',
    remove: 'Remove',
    waitsBadge: 'Waits',
    save: 'Save availability',
    saving: 'Saving...',
    unchanged: 'Nothing changed.',
    saved: (applied: number, waits: number) =>
      waits === 0
        ? 'Saved: the next roster keeps to it.'
        : applied === 0
          ? waits === 1
            ? 'Saved: 1 change waits for your manager.'
            : `Saved: ${waits} changes wait for your manager.`
          : `Saved: ${applied} applied at once, ${waits} waiting for your manager.`,
    waiting: 'Waiting for your manager',
    withdraw: 'Withdraw these changes',
    withdrawn: 'Your waiting changes were withdrawn.',
    lastDecided: 'Your last change',
    limits: 'Limits set by your manager',
    noLimits: 'No limits set.',
    limitWords: {
      min_hours: (n: number) => `At least ${n} hours in a roster period`,
      max_hours: (n: number) => `At most ${n} hours in a roster period`,
      max_weekends: (n: number) => `At most ${n} weekends in a roster period`,
      min_consecutive_days: (n: number) => `At least ${n} days in a row`,
      min_consecutive_days_off: (n: number) => `At least ${n} days off in a row`,
    },
    weekdays,
    /** One change in words, for the employee and the manager (`label` writes a date). */
    changeText: (change: AvailabilityChangeWords, label: (date: string) => string = (date) => date): string => {
      const shift = change.shift_name || 'every shift';
      const wish = change.work === 1 ? 'to work' : 'for the day off';
      const day = change.day === '' ? '' : weekdays[change.day];
      if (change.what === 'weekday')
        return change.op === 'add' ? `Cannot work on ${day}s` : `Can work on ${day}s again`;
      if (change.what === 'date')
        return change.op === 'add' ? `Cannot work on ${label(change.date)}` : `Can work again on ${label(change.date)}`;
      return change.op === 'add'
        ? `Asks ${wish} on ${label(change.date)} (${shift}, weight ${change.weight})`
        : `Takes back the request ${wish} on ${label(change.date)} (${shift})`;
    },
  },
  inbox: {
    title: 'Inbox',
    none: 'No messages yet.',
    unread: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
    markRead: 'Mark all read',
    sms: 'Also send to my phone by SMS',
    smsRoster: 'My roster and my days',
    smsRequests: 'My requests decided',
    save: 'Save',
    saved: 'Saved.',
  },
  inboxTitles: {
    published: 'Your roster is published',
    changed: 'Your days changed',
    approved: 'Time off approved',
    declined: 'Time off declined',
    invitation: 'Welcome to Times',
    availabilityApproved: 'Availability change approved',
    availabilityDeclined: 'Availability change declined',
    openShiftApproved: 'Open shift approved',
    openShiftDeclined: 'Open shift declined',
  },
  requestTexts: {
    approved: (name: string, days: string) => `Hello ${name}, your time off ${days} was approved.`,
    declined: (name: string, days: string, reason: string) =>
      `Hello ${name}, your time off ${days} was declined: ${reason}`,
    availabilityApproved: (name: string) => `Hello ${name}, your availability change was approved.`,
    availabilityDeclined: (name: string, reason: string) =>
      `Hello ${name}, your availability change was declined: ${reason}`,
    openShiftApproved: (name: string, day: string) =>
      `Hello ${name}, your claim of the open shift on ${day} was approved: it is in your coming days.`,
    openShiftDeclined: (name: string, day: string, reason: string) =>
      `Hello ${name}, your claim of the open shift on ${day} was declined: ${reason}`,
    linked: (name: string, app: string) =>
      `Hello ${name}, your account is linked to ${app}. Your shifts, time off and messages are in My Times.`,
    invitation: (name: string, app: string, link: string) =>
      `Hello ${name}, ${app} invites you to Times, to see your shifts and ask for time off: ${link}`,
  },
  status: {
    EMPLOYEE_NO_MOBILE: 'This employee has no mobile number to send the invitation to',
    ACCOUNT_ALREADY_LINKED: 'This employee is linked to an account already',
    ACCOUNT_NOT_LINKED: 'This employee has no linked account or live invitation',
    TIME_OFF_IN_PAST: 'Time off cannot start before today',
    TIME_OFF_OVERLAPS: 'You have asked for some of these days already',
    REQUEST_NOT_FOUND: 'This request does not exist any more',
    REQUEST_NOT_PENDING: 'This request has been decided already',
    AVAILABILITY_IN_PAST: 'Days before today cannot be changed',
    OPEN_SHIFT_TAKEN: 'Someone took this shift first, or it is no longer open',
    OPEN_SHIFT_NOT_ALLOWED: 'You cannot take this shift any more: it would break a rule of your roster',
    OPEN_SHIFT_LIMIT: 'You have claimed as many open shifts on this roster as your manager allows',
  },
  /** The page of an employee's invitation link. */
  invitation: {
    title: 'You are invited to Times',
    invites: (app: string, name: string) => `${app} invites ${name} to Times.`,
    explain: 'See your shifts, ask for time off and get your messages on your phone.',
    signUp: 'Sign up',
    signIn: 'I have an account: sign in',
    expires: (when: string) => `The invitation can be used until ${when}.`,
    loading: 'Loading invitation...',
    notFound: 'This invitation is not valid any more. Ask your manager to send a new one.',
    expired: 'This invitation has expired. Ask your manager to send a new one.',
    used: 'This invitation has been used. Sign in to open Times.',
  },
  accounts: {
    invite: 'Invite to Times',
    inviteAgain: 'Send invitation again',
    revoke: 'Revoke invitation',
    unlink: 'Unlink account',
    invited: (when: string) => `Invited ${when}`,
    expired: 'Invitation expired',
    linked: (name: string) => `Linked: ${name}`,
    notLinked: 'Not invited',
    sent: 'Invitation sent.',
    revoked: 'Invitation revoked.',
    unlinked: 'Account unlinked.',
    confirmUnlink: (name: string) => `Unlink ${name}'s account? They will no longer see their shifts in My Times.`,
    column: 'Times account',
  },
  requests: {
    title: 'Requests',
    pending: 'Pending',
    decided: 'Decided',
    none: 'No requests wait for you.',
    noneDecided: 'No decided requests yet.',
    timeOff: 'Time off',
    availability: 'Availability change',
    everyChangeWaits: 'Every availability change waits for a manager',
    changesWait: 'Claims of open shifts wait for a manager',
    claimsLimit: 'Open shifts one employee may claim per roster',
    claimsLimitHint: 'Leave empty for no limit.',
    saveLimit: 'Save limit',
    placeGone: 'This shift is no longer open: a colleague took it, or its roster changed. Decline the claim.',
    placeNotAllowed: 'The employee cannot take this shift any more: it would break a rule of their roster.',
    claimApproved: 'Approved: the shift is theirs.',
    /** Who decided a claim taken at once (it kept every rule and the app's claims do not wait). */
    decidedByTimes: 'Times',
    openShift: 'Open shift',
    takes: 'Takes the place of',
    settingsSaved: 'Setting saved.',
    asked: (when: string) => `Asked ${when}`,
    touches: (count: number) =>
      count === 0
        ? 'Touches no rostered day'
        : count === 1
          ? 'Touches 1 rostered day'
          : `Touches ${count} rostered days`,
    whoCanCover: 'Who can cover?',
    noCover: 'No one can cover',
    uncovered: (count: number, day: string) =>
      count === 1
        ? `1 place on ${day} has no one who can cover`
        : `${count} places on ${day} have no one who can cover`,
    approve: 'Approve',
    decline: 'Decline',
    reason: 'Reason',
    confirmApprove: 'Approve anyway',
    approved: 'Approved: the roster is re-planned.',
    declined: 'Declined.',
    history: 'Decisions',
    loading: 'Loading requests...',
  },
} as const;
