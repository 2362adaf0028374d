/**
 * The Results table. A 10,000-row file gives 10,000 result rows: the table shows them
 * RESULTS_PAGE at a time ('Show more' adds the next page) and can keep only the rows that were
 * not imported, so the page stays quick however long the file is. Rows are memoised, so the
 * rows already shown do not render again when a batch appends its answers.
 */
import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Muted, Row } from '@times/shared-sdk';
import type { ImportResult } from '@times/shared-sdk';
import { Table, appMessages } from '@times/shared-sdk/app';
import { isImported } from './batches';
import { Scroll } from './ImportSample';
import { StatusBadge } from './StatusBadge';

export const RESULTS_PAGE = 100;

const t = appMessages.employees.import;
const f = appMessages.employees.fields;

const ResultsTable = styled(Table)`
  font-size: 0.9rem;
  th, td { padding: 6px 10px; }
  tbody tr { cursor: default; }
`;

const genderText = (gender: ImportResult['gender']): string => {
  const code = String(gender).trim();
  return code === '1' ? f.male : code === '2' ? f.female : code;
};

interface RowProps {
  row: ImportResult;
  batchMessages: Readonly<Record<string, string>>;
}

const ResultRow = memo(function ResultRow({ row, batchMessages }: RowProps) {
  return (
    <tr>
      <td>{row.name}</td>
      <td>{row.surname}</td>
      <td>{genderText(row.gender)}</td>
      <td>{row.mobile}</td>
      <td>{row.employee_number}</td>
      <td>{row.idOrPass}</td>
      <td>
        <StatusBadge status={row.status} batchMessages={batchMessages} />
      </td>
    </tr>
  );
});

interface Props {
  results: readonly ImportResult[];
  /** Message of each status that failed a whole batch: the words of its rows' badges. */
  messages?: Readonly<Record<string, string>>;
}

const NO_MESSAGES: Readonly<Record<string, string>> = {};

export function ImportResults({ results, messages = NO_MESSAGES }: Props) {
  const [shown, setShown] = useState(RESULTS_PAGE);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const rows = useMemo(() => (onlyFailed ? results.filter((row) => !isImported(row)) : results), [results, onlyFailed]);
  const visible = rows.slice(0, shown);
  const c = t.columns;

  return (
    <section aria-label={t.results}>
      <Row style={{ justifyContent: 'space-between' }}>
        <h3 style={{ margin: '8px 0' }}>{t.results}</h3>
        <label>
          <input
            type="checkbox"
            checked={onlyFailed}
            onChange={(event) => {
              setOnlyFailed(event.target.checked);
              setShown(RESULTS_PAGE);
            }}
          />{' '}
          {t.onlyFailed}
        </label>
      </Row>
      <Scroll>
        <ResultsTable>
          <thead>
            <tr>
              <th scope="col">{c.name}</th>
              <th scope="col">{c.surname}</th>
              <th scope="col">{c.gender}</th>
              <th scope="col">{c.mobile}</th>
              <th scope="col">{c.number}</th>
              <th scope="col">{c.id}</th>
              <th scope="col">{c.status}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <ResultRow key={index} row={row} batchMessages={messages} />
            ))}
          </tbody>
        </ResultsTable>
      </Scroll>
      {onlyFailed && rows.length === 0 && results.length > 0 && <Muted>{t.noneFailed}</Muted>}
      {rows.length > 0 && (
        <Row>
          <Muted>{t.shownRows(visible.length, rows.length)}</Muted>
          {rows.length > shown && (
            <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + RESULTS_PAGE)}>
              {t.showMore}
            </Button>
          )}
        </Row>
      )}
    </section>
  );
}
