/** Step 4 of the shift setup wizard: the roster rules of the shift (spec 002 sections 2.5, 4, 8). */
export const constraintsMessages = {
  confirmRemove: (rule: string) => `Remove ${rule} ?`,
  remove: 'Remove',
  hint: 'Choose the applicable roster rules and drag them into the assigned list',
  available: 'Available rules',
  assigned: 'Assigned rules',
  dropHere: 'Drag rules here',
  noUnused: 'All rules are assigned',
  noAssigned: 'No rules assigned',
  assign: (rule: string) => `Assign ${rule}`,
  moveUp: (rule: string) => `Move ${rule} up`,
  moveDown: (rule: string) => `Move ${rule} down`,
  removeRule: (rule: string) => `Remove ${rule}`,
  /** The visible labels of the keyboard buttons (their names above say which rule). */
  assignShort: 'Assign',
  upShort: 'Up',
  downShort: 'Down',
  priority: (n: number) => `Priority ${n}`,
} as const;
