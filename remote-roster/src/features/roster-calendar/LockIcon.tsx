/**
 * A small padlock drawn in the current text colour: closed for a pinned day, open for one that is
 * not. Named (role img) when it stands alone; hidden from screen readers inside a named button.
 */
interface Props {
  locked: boolean;
  /** The accessible name; none inside a button that has one. */
  label?: string;
}

export function LockIcon({ locked, label }: Props) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="lock-icon" viewBox="0 0 16 16" width="12" height="12" focusable="false" {...naming}>
      <path
        d={locked ? 'M5 7V5a3 3 0 0 1 6 0v2' : 'M5 7V5a3 3 0 0 1 5.8-1'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}
