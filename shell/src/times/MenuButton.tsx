/** The 'Menu' button of the top bar, shown on narrow screens only: it shows and hides the side menu. */
import type { RefObject } from 'react';
import styled from 'styled-components';
import { appMessages } from '@times/shared-sdk/app';
import { NARROW_SCREEN } from './narrowScreen';

const Toggle = styled.button`
  display: none;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 6px;
  background: none;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  @media ${NARROW_SCREEN} { display: inline-flex; }
`;

interface Props {
  open: boolean;
  controls: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function MenuButton({ open, controls, onToggle, buttonRef }: Props) {
  return (
    <Toggle ref={buttonRef} type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
        <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {appMessages.times.menuButton}
    </Toggle>
  );
}
