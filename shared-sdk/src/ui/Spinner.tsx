import styled, { keyframes } from 'styled-components';
import { messages } from '../catalogue/messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.brandLight};
  border-top-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 32px;
  color: ${({ theme }) => theme.colors.muted};
`;

export function Spinner({ label = messages.common.loading }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Ring aria-hidden />
      <span>{label}</span>
    </Wrap>
  );
}
