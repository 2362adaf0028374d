/** Ours: a roster's Draft/Published state and the Publish button with its confirmation (issue 17). */
export const rosterPublishMessages = {
  draft: 'Draft',
  published: 'Published',
  stateLabel: 'Roster state',
  publish: 'Publish',
  publishing: 'Publishing...',
  confirmTitle: 'Publish roster',
  confirm: (period: string) =>
    `Publish the roster for ${period}? Each rostered employee is sent their days, and later changes are sent to the employees they concern.`,
  cancel: 'Cancel',
  done: (count: number) =>
    count === 1 ? 'Roster published: 1 employee notified' : `Roster published: ${count} employees notified`,
  alreadyPublished: 'Roster already published: nothing new was sent',
  publishedOn: (when: string, by: string) => (by ? `Published ${when} by ${by}` : `Published ${when}`),
} as const;
