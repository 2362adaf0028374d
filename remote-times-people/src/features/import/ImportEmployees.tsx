/**
 * The import screen opened from New Employee (spec 001 sections 2.2, 4, 5): a country, a .csv
 * file, the sample format and the Results table. Choosing a file checks it, reads it and sends
 * its rows in batches of 100 at once; closing the screen cancels what is still running.
 */
import { useId, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import {
  Alert,
  Card,
  FieldLabel,
  FieldWrap,
  Grid2,
  Muted,
  SelectField,
  Spinner,
  useCountries,
} from '@times/shared-sdk';
import type { Country } from '@times/shared-sdk';
import { CloseButton, DEFAULT_COUNTRY_CODE, appMessages } from '@times/shared-sdk/app';
import { ImportProgress } from './ImportProgress';
import { ImportResults } from './ImportResults';
import { ImportSample } from './ImportSample';
import { useCsvImport } from './useCsvImport';
import type { ImportCountry } from './useCsvImport';

const t = appMessages.employees.import;
const e = appMessages.employees;
const PLACEHOLDER_CODE = '00';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 { margin: 0; font-size: 1.2rem; color: ${({ theme }) => theme.colors.brand}; }
`;

const FileInput = styled.input`
  min-height: 40px;
  padding: 6px 0;
  font: inherit;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** The country the rows are imported for: its dial code and id, from the chosen dial code. */
export function findCountry(countries: readonly Country[], code: string): ImportCountry | null {
  const country = countries.find((c) => c.c_code === code && c.c_code !== PLACEHOLDER_CODE);
  return country ? { code: Number(country.c_code), id: country.id } : null;
}

export function ImportEmployees({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const fileId = useId();
  const { countries, loading, error: countriesError } = useCountries();
  const { state, start, fail, cancel } = useCsvImport();
  const [fileName, setFileName] = useState<string | null>(null);
  const running = state.phase === 'reading' || state.phase === 'importing';
  const failureMessages = useMemo(
    () => [...new Set(state.failures.map((failure) => failure.message))],
    [state.failures],
  );
  const badgeTitles = useMemo(
    () => Object.fromEntries(state.failures.map((failure) => [failure.status, failure.message])),
    [state.failures],
  );

  const handleFile = (event: ChangeEvent<HTMLInputElement>, countryCode: string) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again imports it again.
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    const country = findCountry(countries, countryCode);
    if (!country) fail(t.selectCountry);
    else void start(file, country);
  };

  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{t.title}</h2>
        <CloseButton
          type="button"
          aria-label={e.close}
          onClick={() => {
            cancel();
            onClose();
          }}
        >
          ×
        </CloseButton>
      </Header>
      <Body>
        <Formik initialValues={{ country: String(DEFAULT_COUNTRY_CODE) }} onSubmit={() => undefined}>
          {({ values }) => (
            <Form noValidate>
              <Grid2>
                <SelectField name="country" label={t.country} disabled={loading || running}>
                  {countries.map((country) => (
                    <option key={`${country.id}-${country.c_code}`} value={country.c_code}>
                      {country.c_code === PLACEHOLDER_CODE
                        ? country.c_nm
                        : e.countryOption(country.c_code, country.c_nm)}
                    </option>
                  ))}
                </SelectField>
                <FieldWrap>
                  <FieldLabel htmlFor={fileId}>{t.file}</FieldLabel>
                  <FileInput
                    id={fileId}
                    type="file"
                    accept=".csv,text/csv"
                    disabled={running}
                    onChange={(event) => handleFile(event, values.country)}
                  />
                  {fileName && <Muted style={{ margin: 0 }}>{t.chosenFile(fileName)}</Muted>}
                </FieldWrap>
              </Grid2>
            </Form>
          )}
        </Formik>
        {countriesError && <Alert>{countriesError}</Alert>}
        {state.problem && <Alert>{state.problem}</Alert>}
        {state.skipped > 0 && <Alert tone="info">{t.skipped(state.skipped)}</Alert>}
        {state.phase === 'reading' && <Spinner label={t.reading} />}
        {state.phase === 'importing' && <ImportProgress done={state.done} total={state.total} />}
        {state.phase === 'done' && (
          <Alert tone={state.imported === state.total ? 'success' : 'info'}>
            {t.summary(state.imported, state.total)}
          </Alert>
        )}
        {failureMessages.map((message) => (
          <Alert key={message}>{t.batchFailed(message)}</Alert>
        ))}
        <ImportSample />
        {state.results.length > 0 && <ImportResults results={state.results} messages={badgeTitles} />}
      </Body>
    </Card>
  );
}
