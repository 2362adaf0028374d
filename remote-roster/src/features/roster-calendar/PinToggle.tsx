/**
 * The lock of a rostered day. Read-only grids show it on pinned days only (a named icon); editable
 * grids give every rostered day a small lock button, pressed when the day is pinned, whose click
 * pins or unpins the day (handled once on the table, usePinCell; the button never starts a drag,
 * see useCalendarDrag). The button is out of the tab order: from the keyboard, 'L' on the day.
 */
import { appMessages } from '@times/shared-sdk/app';
import { LockIcon } from './LockIcon';

const t = appMessages.rosters.calendar.pins;

interface Props {
  pinned: boolean;
  /** Whether the day can be pinned and unpinned here. */
  toggle: boolean;
  employee: string;
  date: string;
}

export function PinToggle({ pinned, toggle, employee, date }: Props) {
  if (!toggle) return pinned ? <LockIcon locked label={t.lock} /> : null;
  return (
    <button
      type="button"
      className={`pin-toggle${pinned ? ' pinned' : ''}`}
      data-pin-toggle=""
      tabIndex={-1}
      aria-pressed={pinned}
      aria-label={t.toggle(employee, date)}
      title={pinned ? t.unpinTitle : t.pinTitle}
    >
      <LockIcon locked={pinned} />
    </button>
  );
}
