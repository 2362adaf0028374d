/** The 'Employees days' bar chart: per employee, the days worked beside the target days. */
import { useTheme } from 'styled-components';
import type { EmployeeSummaryRow } from '@times/shared-sdk';
import { EMPLOYEES_DAYS_CHART_HEIGHT, appMessages } from '@times/shared-sdk/app';
import { ChartBar } from '@times/shared-sdk/charts';

const t = appMessages.rosters.summary;

export function EmployeesDaysChart({ employees }: { employees: readonly EmployeeSummaryRow[] }) {
  const { colors } = useTheme();
  const series = [
    { name: t.daysWorked, values: employees.map((employee) => employee.total_days), color: colors.accent },
    { name: t.targetDays, values: employees.map((employee) => employee.target_days), color: colors.brand },
  ];
  return (
    <ChartBar
      title={t.employeesDays}
      categories={employees.map((employee) => employee.fullName)}
      series={series}
      height={EMPLOYEES_DAYS_CHART_HEIGHT}
    />
  );
}
