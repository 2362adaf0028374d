/** Step 4 of the shift setup wizard: the roster rules of the shift (spec 002 sections 2.5, 4, 8). */
export const constraintsMessages = {
  confirmRemove: (rule: string) => `Remove ${rule} ?`,
  remove: 'Remove',
} as const;
