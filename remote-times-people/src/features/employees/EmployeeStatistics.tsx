/** The statistics card of Available Employees: TOTAL EMPLOYEES, the AGE GROUP and GENDER donuts. */
import styled from 'styled-components';
import { Alert, Card, Spinner } from '@times/shared-sdk';
import { appMessages, employeesApi, useList } from '@times/shared-sdk/app';
import { ChartDonut } from '@times/shared-sdk/charts';

const t = appMessages.employees.stats;

const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  align-items: flex-start;
  justify-content: space-around;
`;

const Total = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  align-self: center;
  span { font-weight: 700; font-size: 0.85rem; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.brand}; }
  strong { font-size: 2.6rem; line-height: 1.1; color: ${({ theme }) => theme.colors.text}; }
`;

/** `version` reloads the numbers (after an update or delete). */
export function EmployeeStatistics({ version }: { version: number }) {
  const { items, error } = useList(
    (signal) => employeesApi.statistics({ signal }),
    (data) => [data],
    [version],
  );
  const stats = items?.[0];
  return (
    <Card aria-label={t.title}>
      {error && <Alert>{error}</Alert>}
      {!items && <Spinner label={t.loading} />}
      {stats && (
        <Grid>
          <Total>
            <span>{t.total}</span>
            <strong>{stats.total_employees}</strong>
          </Total>
          <ChartDonut title={t.ageGroup} items={stats.age_group ?? []} />
          <ChartDonut title={t.gender} items={stats.gender_totals ?? []} />
        </Grid>
      )}
    </Card>
  );
}
