/** An on/off switch with its label (e.g. Active / Deactivated). */
import styled from 'styled-components';

const Label = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  font-weight: 600;
  /* The real checkbox covers the whole switch, invisible: clicks and keyboard reach it. */
  input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

const Track = styled.span<{ $on: boolean }>`
  width: 40px;
  height: 22px;
  border-radius: 11px;
  position: relative;
  background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.border)};
  transition: background 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '21px' : '3px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s ease;
  }
`;

interface Props {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function Switch({ checked, label, onChange, disabled = false }: Props) {
  return (
    <Label>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Track $on={checked} aria-hidden />
      <span>{label}</span>
    </Label>
  );
}
