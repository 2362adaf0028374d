/**
 * The 'Positions' donut (employees per position, in the positions' colours) and a male/female donut
 * per position (in the theme's gender colours, like every gender chart).
 */
import styled from 'styled-components';
import type { RosterSummaryResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ChartDonut } from '@times/shared-sdk/charts';
import { genderItems, positionItems } from './positionChartItems';

const t = appMessages.rosters.summary;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  align-items: flex-start;
`;

const Genders = styled.section`
  flex: 1 1 320px;
  h4 { margin: 0 0 8px; color: ${({ theme }) => theme.colors.brand}; }
`;

type Props = Pick<RosterSummaryResponse, 'hours_roles' | 'gender_roles'>;

export function PositionCharts({ hours_roles, gender_roles }: Props) {
  return (
    <Row>
      <ChartDonut title={t.positions} items={positionItems(hours_roles)} />
      <Genders aria-label={t.genderByPosition}>
        <h4>{t.genderByPosition}</h4>
        <Row>
          {gender_roles.map((role) => (
            <ChartDonut key={role.role_name} title={role.role_name} items={genderItems(role)} size={140} />
          ))}
        </Row>
      </Genders>
    </Row>
  );
}
