/** The sample table: the eight header fields, two example rows and the format notes. */
import styled from 'styled-components';
import { Table, appMessages } from '@times/shared-sdk/app';
import { CSV_HEADERS } from './csvFormat';

const t = appMessages.employees.import;

export const Scroll = styled.div`
  overflow-x: auto;
`;

const SampleTable = styled(Table)`
  font-size: 0.85rem;
  th, td { padding: 6px 10px; white-space: nowrap; }
  tbody tr { cursor: default; }
`;

const Notes = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

export function ImportSample() {
  return (
    <figure aria-label={t.sample} style={{ margin: 0 }}>
      <figcaption>
        <strong>{t.sample}</strong>
      </figcaption>
      <Scroll>
        <SampleTable>
          <thead>
            <tr>
              {CSV_HEADERS.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {t.sampleRows.map((row) => (
              <tr key={row.join(';')}>
                {row.map((cell, index) => (
                  <td key={CSV_HEADERS[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </SampleTable>
      </Scroll>
      <Notes>
        {t.sampleNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Notes>
    </figure>
  );
}
