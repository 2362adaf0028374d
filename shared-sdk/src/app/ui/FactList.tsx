/** Labelled facts of a record (a profile, a user's details): label and value in two columns; an empty value reads '-'. */
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

export type Fact = readonly [label: string, value: ReactNode];

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Facts>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}
