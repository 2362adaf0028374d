/**
 * The priority to send (addRule) for a rule dropped into the assigned list (spec 002 section 4):
 * `newIndex` is where the drop left it among the assigned rule items (Sortable's
 * newDraggableIndex; the dropped item itself counts). Dropped before an assigned rule it takes
 * that rule's priority; at the end (the drop zone) it gets the number already assigned + 1.
 * For a rule moved inside the list the same holds: the server puts a re-added rule at exactly
 * that priority.
 */
import type { AssignedRosterRule } from '@times/shared-sdk';

export function dropPriority(newIndex: number | undefined, assigned: readonly AssignedRosterRule[]): number {
  const before = newIndex === undefined || newIndex < 0 ? undefined : assigned[newIndex];
  return before ? before.priority : assigned.length + 1;
}
