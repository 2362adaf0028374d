/**
 * 'Calculate required employees': asks the server (the roster engine's lower bound) for the
 * employees the typed working days need and shows REQUIRED EMPLOYEES and ASSIGNED EMPLOYEES; the
 * assigned card is red while required exceeds assigned (spec 002 section 2.5).
 */
import { useFormikContext } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, useApiAction } from '@times/shared-sdk';
import type { RequiredEmployeesResponse } from '@times/shared-sdk';
import { appMessages, rosterSetupApi } from '@times/shared-sdk/app';
import type { WorkingDaysValues } from './workingDaysValues';
import { toRequiredRequest } from './workingDaysValues';

const t = appMessages.shiftSetup.workingDays;

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
`;

const Figure = styled.section<{ $short?: boolean }>`
  min-width: 180px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $short }) => ($short ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $short }) => ($short ? theme.colors.dangerBg : theme.colors.surface)};
  color: ${({ theme, $short }) => ($short ? theme.colors.danger : theme.colors.text)};
  h3 { margin: 0 0 4px; font-size: 0.8rem; letter-spacing: 0.04em; }
  p { margin: 0; font-size: 1.6rem; font-weight: 700; }
`;

const Short = styled.p`
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function RequiredEmployeesPanel() {
  const { values } = useFormikContext<WorkingDaysValues>();
  const { error, run } = useApiAction();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RequiredEmployeesResponse | null>(null);

  const calculate = async () => {
    setBusy(true);
    const data = await run((signal) => rosterSetupApi.requiredEmployees(toRequiredRequest(values), { signal }));
    setBusy(false);
    setResult(data);
  };

  const short = result !== null && result.total_required > result.total_assigned;
  return (
    <div>
      <Button type="button" $variant="secondary" onClick={() => void calculate()} disabled={busy}>
        {t.calculate}
      </Button>
      {error && <Alert>{error}</Alert>}
      {result && (
        <Cards role="region" aria-label={t.calculate}>
          <Figure aria-label={t.required}>
            <h3>{t.required}</h3>
            <p>{result.total_required}</p>
          </Figure>
          <Figure aria-label={t.assigned} $short={short} data-short={short ? 'true' : 'false'}>
            <h3>{t.assigned}</h3>
            <p>{result.total_assigned}</p>
          </Figure>
          {short && <Short>{t.shortBy(result.total_required - result.total_assigned)}</Short>}
        </Cards>
      )}
    </div>
  );
}
