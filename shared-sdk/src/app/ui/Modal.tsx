/** A dialog over the page: title, close button, Escape and backdrop click close it. */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '@times/shared-sdk';

export type ModalSize = 'md' | 'lg' | 'xl' | 'full';

const widths: Record<ModalSize, string> = { md: '520px', lg: '800px', xl: '1140px', full: '100vw' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(31, 26, 36, 0.55);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 40px 16px;
  overflow-y: auto;
  z-index: 100;
`;

const Panel = styled.div<{ $size: ModalSize }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ $size, theme }) => ($size === 'full' ? '0' : theme.radius)};
  box-shadow: ${({ theme }) => theme.shadow};
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  min-height: ${({ $size }) => ($size === 'full' ? '100vh' : 'auto')};
  margin: ${({ $size }) => ($size === 'full' ? '-40px -16px' : '0')};
  &:focus { outline: none; }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 1.2rem; color: ${({ theme }) => theme.colors.brand}; }
`;

/** The × close button of a dialog or panel header. */
export const CloseButton = styled.button`
  background: none;
  border: none;
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;

const Body = styled.div`
  padding: 20px;
`;

interface Props {
  title: string;
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
}

export function Modal({ title, onClose, size = 'md', children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onClose]);
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} $size={size} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={messages.common.close} onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}
