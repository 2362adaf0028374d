/** A list row's image icon: opens the employee's photo view without opening the row; disabled without a photo. */
import styled from 'styled-components';

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  &:hover:enabled { border-color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  &:disabled { color: ${({ theme }) => theme.colors.muted}; cursor: default; opacity: 0.5; }
`;

export function PhotoButton({
  label,
  disabled = false,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 17l-5-5-9 8" />
      </svg>
    </IconButton>
  );
}
