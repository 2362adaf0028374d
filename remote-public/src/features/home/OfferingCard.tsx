import styled from 'styled-components';
import { Card } from '@times/shared-sdk';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.brand};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  li { margin: 4px 0; }
`;

export function OfferingCard({ title, features }: { title: string; features: readonly string[] }) {
  return (
    <Card aria-label={title}>
      <Title>{title}</Title>
      <List>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </List>
    </Card>
  );
}
