/**
 * View Roster's export actions: 'Download CSV' (the roster as loaded, one line per assignment)
 * and 'Print' (the print view of this roster's section). Neither prints itself.
 */
import { useState } from 'react';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages, downloadFile } from '@times/shared-sdk/app';
import { hiddenInPrint } from './printMarks';
import { printRoster } from './printRoster';
import { CSV_TYPE, rosterCsv, rosterCsvFileName } from './rosterCsv';
import type { CsvRosterData } from './rosterCsvRecords';

const t = appMessages.rosters.exports;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

interface Props {
  header: RosterHeader;
  /** The loaded roster, null while it loads. */
  data: CsvRosterData | null;
  /** The section that prints. */
  section: RefObject<HTMLElement | null>;
}

export function RosterExportActions({ header, data, section }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    if (!data) return;
    setBusy(true);
    setFailed(false);
    try {
      downloadFile(rosterCsvFileName(header), await rosterCsv(header, data), CSV_TYPE);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const print = () => {
    if (section.current) {
      printRoster(section.current, t.print.heading(header.site_name, header.shift_name, header.roster_period));
    }
  };

  return (
    <div {...hiddenInPrint}>
      <Bar role="group" aria-label={t.actionsLabel}>
        <Button type="button" onClick={() => void download()} disabled={!data || busy}>
          {t.csv.download}
        </Button>
        <Button type="button" onClick={print}>
          {t.print.open}
        </Button>
      </Bar>
      {failed && <Alert>{t.csv.failed}</Alert>}
    </div>
  );
}
