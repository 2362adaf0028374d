/**
 * The texts of attendance (issue 20, ours: the spec leaves the timesheet a placeholder): the
 * kiosk a site's device runs, where employees clock in and out.
 */
export const attendanceMessages = {
  kiosk: {
    title: 'Kiosk',
    intro: 'Run this page on the site’s device: employees clock in and out here.',
    site: 'Site',
    selectSite: 'Select site',
    start: 'Start kiosk',
    loadingSites: 'Loading sites...',
    noSites:
      'You may not run a kiosk at any site. An administrator gives this with the Timesheet site access of your group.',
    loading: 'Loading kiosk...',
    siteTitle: (name: string) => `Kiosk: ${name}`,
    changeSite: 'Change site',
    faceTitle: 'Look at the camera to clock in or out',
    cameraLabel: 'Kiosk camera',
    startingCamera: 'Starting camera...',
    noFace: 'No face found. Face the camera.',
    severalFaces: 'One person at a time, please.',
    tooDark: 'Too dark to see your face. Find better light, or use your employee number.',
    notRecognised: 'Face not recognised. Use your employee number.',
    useNumber: 'Use your employee number below.',
    numberTitle: 'Clock in or out with your employee number',
    number: 'Employee number',
    find: 'Continue',
    unknownNumber: 'No employee of this site has that number',
    confirmIn: (name: string) => `Clock in ${name}?`,
    confirmOut: (name: string) => `Clock out ${name}?`,
    confirm: 'Confirm',
    cancel: 'Cancel',
    clockedIn: (name: string, time: string) => `${name} clocked in at ${time}`,
    clockedInLate: (name: string, time: string) => `${name} clocked in at ${time} (late)`,
    clockedOut: (name: string, time: string) => `${name} clocked out at ${time}`,
    queued: (name: string) => `${name}: saved on this device. It will be sent when the connection returns.`,
    waiting: (count: number) => `Waiting to send: ${count}`,
    notRecorded: (name: string, reason: string) => `Not recorded for ${name}: ${reason}`,
    employeeNotOnSite: 'Employee does not exist',
    invalidClockTime: 'The time on this device is wrong. Correct it and try again.',
  },
} as const;
