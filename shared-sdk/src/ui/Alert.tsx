import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  margin: 8px 0;
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.info};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerBg : $tone === 'success' ? theme.colors.successBg : theme.colors.infoBg};
`;

/** A message banner; errors are announced to screen readers at once. */
export function Alert({ tone = 'error', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
