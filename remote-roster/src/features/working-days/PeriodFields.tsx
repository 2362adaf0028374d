/**
 * Period type Monthly or Biweekly and the start day: Monthly always starts on day 1, Biweekly on a
 * weekday 1-7 (Monday to Sunday), default 1 (spec 002 section 4).
 */
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { RadioGroup, SelectField } from '@times/shared-sdk';
import { PeriodType, appMessages } from '@times/shared-sdk/app';
import type { WorkingDaysValues } from './workingDaysValues';
import { startDayFor } from './workingDaysValues';

const t = appMessages.shiftSetup.workingDays;

export function PeriodFields() {
  const { values, setFieldValue } = useFormikContext<WorkingDaysValues>();
  const { period_type: periodType, roster_start_day: startDay } = values;
  useEffect(() => {
    const wanted = startDayFor(periodType, startDay);
    if (Number(startDay) !== wanted) void setFieldValue('roster_start_day', wanted, false);
  }, [periodType, startDay, setFieldValue]);
  return (
    <>
      <RadioGroup
        name="period_type"
        legend={t.periodType}
        options={[
          { value: PeriodType.MONTHLY, label: t.monthly },
          { value: PeriodType.BIWEEKLY, label: t.biweekly },
        ]}
      />
      {periodType === PeriodType.BIWEEKLY && (
        <SelectField
          name="roster_start_day"
          label={t.startDay}
          onChange={(event) => void setFieldValue('roster_start_day', Number(event.target.value))}
        >
          {t.weekdays.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
