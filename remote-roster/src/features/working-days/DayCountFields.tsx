/** The eight per-day counters Mon to Sun and Hld of one group (required or overtime), minimum 0. */
import styled from 'styled-components';
import { TextField } from '@times/shared-sdk';
import { WORKING_DAY_KEYS, appMessages } from '@times/shared-sdk/app';

const days = appMessages.shiftSetup.wizard.days;

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px 12px;
  margin: 0 0 12px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0 4px; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: 8px;
  input { width: 100%; }
`;

export function DayCountFields({ legend, prefix = '' }: { legend: string; prefix?: string }) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Grid>
        {WORKING_DAY_KEYS.map((day) => (
          <TextField key={day} name={`${prefix}${day}`} label={days[day]} type="number" min={0} inputMode="numeric" />
        ))}
      </Grid>
    </Group>
  );
}
