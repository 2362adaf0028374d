/**
 * The paths of the signed-in areas' calls, one constant each (the public pages' paths are in the
 * core's api/paths.ts). Plain constants, so the mock API imports them too.
 */
export const TimesPaths = {
  /** First backend: organizations, the user's apps and choosing one. */
  apps: {
    organizations: '/api/auth/45345',
    addOrganization: '/api/reg/9123',
    userApps: '/api/app/34542',
    selectApp: '/api/gen/23432',
  },
  /** Times backend: app creation, app details and rights. */
  timesApp: {
    addApp: '/api/auth/094564',
    confirmApp: '/api/auth/093452',
    appDetails: '/api/auth/645673',
    forms: '/api/auth/435366',
    formRights: '/api/auth/543452',
    rosterWizardDetails: '/api/auth/46546',
  },
  /** Times backend: clients and client types. */
  clients: {
    typeAdd: '/api/clnt/88953',
    typeUpdate: '/api/clnt/76233408',
    typeDelete: '/api/clnt/64522',
    typeList: '/api/clnt/76343',
    add: '/api/clnt/64523',
    update: '/api/clnt/64543',
    status: '/api/clnt/34563',
    delete: '/api/clnt/75633',
    list: '/api/clnt/34543',
    lookup: '/api/clnt/324678',
    details: '/api/clnt/78535',
  },
  /** Times backend: sites, site groups, operations managers and the place search. */
  sites: {
    groupAdd: '/api/site/435326',
    groupDelete: '/api/site/546452',
    groupUpdate: '/api/site/547802',
    groupList: '/api/site/34344',
    add: '/api/site/4645654',
    update: '/api/site/4525',
    delete: '/api/site/34532',
    list: '/api/site/32343',
    lookup: '/api/site/6453',
    details: '/api/site/765489',
    opsManagers: '/api/usrs/324678',
    /** Not in the spec: the local gazetteer behind the map's place search when no geocoder is configured. */
    places: '/api/geo/11201',
  },
  /** Times backend: shifts and the roster site lookup. */
  shifts: {
    add: '/api/rstgen/7564',
    update: '/api/rstgen/44682',
    details: '/api/rstgen/756763',
    delete: '/api/rstgen/765346',
    listForSite: '/api/rstgen/765364',
    rosterSites: '/api/rstgen/45635',
  },
  /** Times backend: employee positions (roles). */
  positions: {
    add: '/api/empl/7653',
    details: '/api/empl/23895',
    update: '/api/empl/5463',
    delete: '/api/empl/85624',
    list: '/api/empl/56799',
  },
  /** Times backend: employees, their leave days, statistics and the type-ahead search. */
  employees: {
    search: '/api/empl/86743',
    leaveAdd: '/api/empl/9454',
    leaveDelete: '/api/empl/5347',
    leaveList: '/api/empl/72345',
    add: '/api/empl/6456',
    import: '/api/empl/765464',
    update: '/api/empl/876235',
    status: '/api/empl/6452211',
    delete: '/api/empl/23452',
    details: '/api/empl/65343',
    list: '/api/empl/324678',
    statistics: '/api/empl/99351004',
  },
  /**
   * Times backend: the roster page's selection and the shift setup wizard (spec 002 section 7).
   * The spec does not show the working-days and roster-rule paths; those under /api/rstrl/ are ours.
   */
  rosterSetup: {
    clients: '/api/clnt/64525',
    sitesOfClient: '/api/rstgen/54263',
    shiftsOfSite: '/api/rstgen/23463',
    requiredEmployees: '/api/rostCalc/824567',
    workingDaysDetails: '/api/rstrl/43001',
    workingDaysSave: '/api/rstrl/43002',
    rules: '/api/rstrl/43003',
    ruleAdd: '/api/rstrl/43004',
    ruleDelete: '/api/rstrl/43005',
    employeeAdd: '/api/rstgen/65435',
    employeeUpdate: '/api/rstgen/53425',
    employeeDetails: '/api/rstgen/2345812',
    employeeDelete: '/api/rstgen/65346',
    employeeList: '/api/rstgen/34522',
    /** Ours: a shift employee's availability and day requests. */
    availabilityDetails: '/api/rstgen/34530',
    availabilitySave: '/api/rstgen/34531',
    positionAdd: '/api/rstgen/556112',
    positionUpdate: '/api/rstgen/452807',
    positionDelete: '/api/rstgen/562312',
    positionList: '/api/rstgen/7752341',
    positionDetails: '/api/rstgen/5633412',
    configuredDaily: '/api/rstgen/763990',
    rolesLookup: '/api/empl/6543263',
    rolesOfShift: '/api/empl/7567893',
    /** Ours (issue 17): a shift employee's calendar feed link (details, create or replace, revoke). */
    calendarLinkDetails: '/api/rstgen/34560',
    calendarLinkCreate: '/api/rstgen/34561',
    calendarLinkRevoke: '/api/rstgen/34562',
  },
  /**
   * Ours (issue 20): attendance. The kiosk's site and its employees, and a clock-in or clock-out
   * recorded there.
   */
  attendance: {
    kiosk: '/api/attd/20101',
    clock: '/api/attd/20102',
    sites: '/api/attd/20103',
    timesheet: '/api/attd/20104',
    approve: '/api/attd/20105',
  },
  /**
   * Times backend: rosters (spec 002 section 7). The spec does not show the paged roster details'
   * path; it and the roster status call are ours.
   */
  rosters: {
    available: '/api/rstgen/5452353',
    startCalculation: '/api/rostCalc/645622',
    /** Ours: every set-up shift of a site for a period, planned together. */
    startSiteCalculation: '/api/rostCalc/645623',
    periods: '/api/rostStats/881245',
    status: '/api/rostStats/881246',
    summary: '/api/rostStats/3452423',
    statisticsDetails: '/api/rostStats/5452353',
    details: '/api/rostStats/778120',
    swap: '/api/rostCalc/4567123',
    move: '/api/rostCalc/45428223',
    /** Ours: who can cover an open place (a position on a date), ranked. */
    coverCandidates: '/api/rostCalc/45428230',
    /** Ours: one of them takes the place. */
    assignCover: '/api/rostCalc/45428231',
    /** Ours: an employee absent from a date to a date; the roster re-planned with as few changes as possible. */
    markAbsent: '/api/rostCalc/45428232',
    /** Ours: pins or unpins an assigned cell. */
    pin: '/api/rostCalc/45428224',
    /** Ours: a Successful roster's Draft becomes Published and its employees are notified. */
    publish: '/api/rostCalc/645624',
  },
  /**
   * Times backend: users of the app, user groups, group permissions and group site access (spec
   * 001 section 7). Only the user code search path is shown in the spec; the others are ours. The
   * site list lookup is the sites' own (sites.lookup).
   */
  users: {
    searchByCode: '/api/reg/47337',
    list: '/api/usrs/10101',
    details: '/api/usrs/10102',
    update: '/api/usrs/10103',
    delete: '/api/usrs/10104',
    status: '/api/usrs/10105',
    add: '/api/usrs/10106',
    confirmAdd: '/api/usrs/10107',
    groups: '/api/usrs/10201',
    groupAdd: '/api/usrs/10202',
    groupUpdate: '/api/usrs/10203',
    groupDelete: '/api/usrs/10204',
    groupRights: '/api/usrs/10205',
    groupRightsSave: '/api/usrs/10206',
    groupRosterSites: '/api/usrs/10302',
    groupRosterSiteAdd: '/api/usrs/10303',
    groupRosterSiteDelete: '/api/usrs/10304',
    groupTimesheetSites: '/api/usrs/10305',
    groupTimesheetSiteAdd: '/api/usrs/10306',
    groupTimesheetSiteDelete: '/api/usrs/10307',
  },
  /** Times backend: face vectors and the employee photo (links to the storage, then commits). */
  face: {
    add: '/api/face/3454378',
    uploadLinks: '/api/face/4564634',
    confirmThumbnail: '/api/face/654653',
    confirmImage: '/api/face/675462',
    thumbnailLink: '/api/face/43232',
    imageLink: '/api/face/431241',
    /** Ours (issue 20): the face descriptors the kiosk recognises the employee by. */
    descriptors: '/api/face/3454379',
  },
  /** Ours (issue 31): the employees' accounts: who is linked or invited, an invitation sent, revoked, an account unlinked. */
  employeeAccounts: {
    list: '/api/empacc/30101',
    invite: '/api/empacc/30102',
    revoke: '/api/empacc/30103',
    unlink: '/api/empacc/30104',
  },
  /** Ours (issue 31): My Times, the employee's own calls on the employee record their account is linked to. */
  myTimes: {
    me: '/api/my/30301',
    shifts: '/api/my/30302',
    timeOff: '/api/my/30303',
    timeOffAdd: '/api/my/30304',
    timeOffCancel: '/api/my/30305',
    inbox: '/api/my/30306',
    inboxRead: '/api/my/30307',
    sms: '/api/my/30308',
    availability: '/api/my/30309',
    availabilitySave: '/api/my/30310',
    calendarLink: '/api/my/30311',
    /** Issue 34: the open places of the employee's published rosters they may take, and taking one. */
    openShifts: '/api/my/30312',
    openShiftClaim: '/api/my/30313',
    swapPartners: '/api/my/30314',
  },
  /** Ours (issue 31): the public page of an invitation link (first backend; kept here, off the public pages' first load). */
  invitations: {
    details: '/api/invt/30201',
  },
  /** Ours (issue 31): the managers' Requests page. */
  requests: {
    list: '/api/rqst/30401',
    impact: '/api/rqst/30402',
    decide: '/api/rqst/30403',
    settings: '/api/rqst/30404',
    count: '/api/rqst/30405',
    /** Issue 34: whether the employees' shift changes wait for a manager. */
    marketplace: '/api/rqst/30406',
  },
} as const;
