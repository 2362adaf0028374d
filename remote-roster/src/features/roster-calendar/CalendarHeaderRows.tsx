/**
 * The grid's header rows (spec 002 section 2.4): weekdays Mo to Su (the padding columns keep
 * their weekday), the day of the month, 'Total Assigned' per day and the males and females per
 * day in the gender colours.
 */
import { memo, useMemo } from 'react';
import type { DailyGenderTotal } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { CalendarDay } from './calendarDays';

const t = appMessages.rosters.calendar;

interface Props {
  leading: number;
  days: readonly CalendarDay[];
  totals: Map<string, number>;
  genderTotals: Map<string, DailyGenderTotal>;
  maleColor: string;
  femaleColor: string;
}

const blanks = (count: number, key: string, cell: 'th' | 'td' = 'td') =>
  Array.from({ length: count }, (_, index) =>
    cell === 'th' ? <th key={`${key}-${index}`} className="pad" /> : <td key={`${key}-${index}`} className="pad" />,
  );

function CalendarHeaderRowsView({ leading, days, totals, genderTotals, maleColor, femaleColor }: Props) {
  const male = useMemo(() => ({ color: maleColor }), [maleColor]);
  const female = useMemo(() => ({ color: femaleColor }), [femaleColor]);
  const tone = (day: CalendarDay) => day.weekend ?? undefined;
  return (
    <thead>
      <tr>
        <th scope="col" rowSpan={2} className="employee">
          {t.employeeColumn}
        </th>
        {t.weekdays.slice(0, leading).map((weekday) => (
          <th key={`pad-${weekday}`} scope="col" className="pad">
            {weekday}
          </th>
        ))}
        {days.map((day) => (
          <th key={day.date} scope="col" className={tone(day)} title={day.date}>
            {t.weekdays[day.weekday - 1]}
          </th>
        ))}
      </tr>
      <tr>
        {blanks(leading, 'date', 'th')}
        {days.map((day) => (
          <th key={day.date} scope="col" className={tone(day)} title={day.date}>
            {day.dayOfMonth}
          </th>
        ))}
      </tr>
      <tr data-row="total-assigned">
        <th scope="row" className="employee">
          {t.totalAssigned}
        </th>
        {blanks(leading, 'total')}
        {days.map((day) => (
          <td key={day.date} className={tone(day)}>
            {totals.get(day.date) ?? 0}
          </td>
        ))}
      </tr>
      <tr data-row="genders">
        <th scope="row" className="employee">
          <span style={male}>{t.males}</span>/<span style={female}>{t.females}</span>
        </th>
        {blanks(leading, 'gender')}
        {days.map((day) => {
          const total = genderTotals.get(day.date);
          return (
            <td key={day.date} className={tone(day)}>
              <span style={male}>{total?.male_count ?? 0}</span>/<span style={female}>{total?.female_count ?? 0}</span>
            </td>
          );
        })}
      </tr>
    </thead>
  );
}

export const CalendarHeaderRows = memo(CalendarHeaderRowsView);
