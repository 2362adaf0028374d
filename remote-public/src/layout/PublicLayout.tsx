import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PublicMenu } from './PublicMenu';

const Footer = styled.footer`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
  padding: 24px;
`;

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PublicMenu />
      <main>{children}</main>
      <Footer data-testid="public-build">
        {__APP_BUILD__.name} {__APP_BUILD__.version} · build {__APP_BUILD__.buildId}
      </Footer>
    </>
  );
}
