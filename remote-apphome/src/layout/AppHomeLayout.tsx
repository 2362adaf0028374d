import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TopBar } from './TopBar';

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 20px 16px 40px;
`;

export function AppHomeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <Main>{children}</Main>
    </>
  );
}
