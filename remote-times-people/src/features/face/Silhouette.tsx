/** The placeholder picture of an employee without a photo. */
export function Silhouette({ size }: { size: number }) {
  return (
    <svg width={size * 0.55} height={size * 0.55} viewBox="0 0 64 64" aria-hidden focusable="false">
      <circle cx="32" cy="22" r="13" fill="currentColor" />
      <path d="M8 60c0-14 10.7-23 24-23s24 9 24 23z" fill="currentColor" />
    </svg>
  );
}
