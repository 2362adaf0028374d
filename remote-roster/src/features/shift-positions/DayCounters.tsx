/**
 * The eight required-per-day counters Mon to Sun and Hld of the position form: whole numbers from
 * 0 to the day's limit, disabled when the limit is 0 (spec 002 section 5), each with its maximum
 * shown under it.
 */
import styled from 'styled-components';
import { TextField } from '@times/shared-sdk';
import { SHIFT_DAYS, appMessages } from '@times/shared-sdk/app';
import type { DayLimits } from './dayLimits';

const t = appMessages.shiftSetup;

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px 0;
  margin: 0 0 12px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0 4px; }
`;

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(8, minmax(0, 1fr));
  gap: 0 8px;
  @media (max-width: 640px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Day = styled.div`
  display: flex;
  flex-direction: column;
  small { color: ${({ theme }) => theme.colors.muted}; font-size: 0.75rem; margin-top: -4px; }
`;

export function DayCounters({ limits, disabled = false }: { limits: DayLimits; disabled?: boolean }) {
  return (
    <Group disabled={disabled}>
      <legend>{t.positions.form.requiredPerDay}</legend>
      <Counters>
        {SHIFT_DAYS.map((day) => {
          const { max, disabled: full } = limits[day];
          return (
            <Day key={day}>
              <TextField
                name={day}
                label={t.wizard.days[day]}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                disabled={full}
              />
              <small>{full ? t.positions.form.dayFull : t.positions.form.dayMax(max)}</small>
            </Day>
          );
        })}
      </Counters>
    </Group>
  );
}
