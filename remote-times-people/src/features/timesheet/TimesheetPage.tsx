/**
 * /apptimes/timesheet (issue 20; the spec's placeholder until then): a shift's timesheet for a
 * period of up to 31 days, of the sites the user may see (their timesheet site access). The grid
 * shows rostered against worked hours per employee and day; a day opens to its details and, with the
 * site's isCreate, its approval; the approved days export as a CSV file for payroll.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardTitle, FieldLabel, FieldWrap, Muted, Row, Spinner } from '@times/shared-sdk';
import type { AttendanceSite, TimesheetDay, TimesheetResponse, TimesheetRow } from '@times/shared-sdk';
import { appMessages, attendanceApi } from '@times/shared-sdk/app';
import styled from 'styled-components';
import { ApproveDialog } from './ApproveDialog';
import { approvedCsv, download } from './approvedCsv';
import { TimesheetGrid } from './TimesheetGrid';
import { datesOf, weekOf } from './timesheetDays';

const Control = styled.select`
  padding: 8px;
  min-width: 200px;
`;
const DateInput = styled.input`
  padding: 7px;
`;

export function TimesheetPage() {
  const t = appMessages.attendance.timesheet;
  const [sites, setSites] = useState<AttendanceSite[] | null>(null);
  const [std, setStd] = useState('');
  const [sftd, setSftd] = useState('');
  const [period, setPeriod] = useState(() => weekOf(new Date()));
  const [sheet, setSheet] = useState<TimesheetResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<{ row: TimesheetRow; day: TimesheetDay } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void attendanceApi.sites({ signal: controller.signal }).then((outcome) => {
      if (outcome.kind === 'ok') setSites(outcome.data.sites);
      else if (outcome.kind === 'error') setError(outcome.message);
    });
    return () => controller.abort();
  }, []);

  const site = sites?.find((candidate) => candidate.sd === std);

  async function show(): Promise<void> {
    setLoading(true);
    setNotice(null);
    const outcome = await attendanceApi.timesheet({ std, sftd, start_date: period.from, end_date: period.to });
    setLoading(false);
    if (outcome.kind === 'ok') {
      setSheet(outcome.data);
      setError(null);
    } else if (outcome.kind === 'error') setError(outcome.message);
  }

  async function approve(minutes: number, reason: string): Promise<string | null> {
    if (!open || !sheet) return null;
    const outcome = await attendanceApi.approve({
      std: sheet.site.sd,
      sftd: sheet.shift.sftd,
      empd: open.row.empd,
      date: open.day.date,
      worked_minutes: minutes,
      reason,
    });
    if (outcome.kind === 'error') return outcome.message;
    if (outcome.kind !== 'ok') return null;
    await show();
    return null;
  }

  async function exportApproved(): Promise<void> {
    if (!sheet) return;
    const text = await approvedCsv(sheet);
    if (!text) {
      setNotice(t.nothingApproved);
      return;
    }
    download(text, `timesheet-${sheet.site.name}-${sheet.shift.name}-${sheet.start_date}-${sheet.end_date}.csv`);
  }

  if (!sites) return error ? <Alert>{error}</Alert> : <Spinner label={t.loading} />;
  return (
    <Card>
      <CardTitle>{t.title}</CardTitle>
      {sites.length === 0 ? (
        <Alert tone="info">{t.noSites}</Alert>
      ) : (
        <Row>
          <FieldWrap>
            <FieldLabel htmlFor="timesheet-site">{t.site}</FieldLabel>
            <Control
              id="timesheet-site"
              value={std}
              onChange={(event) => {
                setStd(event.target.value);
                setSftd('');
              }}
            >
              <option value="">{t.selectSite}</option>
              {sites.map((one) => (
                <option key={one.sd} value={one.sd}>
                  {one.name}
                </option>
              ))}
            </Control>
          </FieldWrap>
          <FieldWrap>
            <FieldLabel htmlFor="timesheet-shift">{t.shift}</FieldLabel>
            <Control id="timesheet-shift" value={sftd} onChange={(event) => setSftd(event.target.value)}>
              <option value="">{t.selectShift}</option>
              {(site?.shifts ?? []).map((shift) => (
                <option key={shift.sftd} value={shift.sftd}>
                  {shift.deleted ? t.deletedShift(shift.name) : shift.name}
                </option>
              ))}
            </Control>
          </FieldWrap>
          <FieldWrap>
            <FieldLabel htmlFor="timesheet-from">{t.from}</FieldLabel>
            <DateInput
              id="timesheet-from"
              type="date"
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            />
          </FieldWrap>
          <FieldWrap>
            <FieldLabel htmlFor="timesheet-to">{t.to}</FieldLabel>
            <DateInput
              id="timesheet-to"
              type="date"
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            />
          </FieldWrap>
          <Button type="button" disabled={!std || !sftd || loading} onClick={() => void show()}>
            {t.show}
          </Button>
        </Row>
      )}
      {error && <Alert>{error}</Alert>}
      {loading && <Spinner label={t.loading} />}
      {sheet && (
        <>
          <Muted>{t.legend}</Muted>
          {sheet.employees.length === 0 ? (
            <Muted>{t.none}</Muted>
          ) : (
            <TimesheetGrid
              dates={datesOf(sheet.start_date, sheet.end_date)}
              rows={sheet.employees}
              onOpen={(row, day) => setOpen({ row, day })}
            />
          )}
          <Row>
            <Button type="button" $variant="secondary" onClick={() => void exportApproved()}>
              {t.export}
            </Button>
          </Row>
          {notice && <Alert tone="info">{notice}</Alert>}
        </>
      )}
      {open && sheet && (
        <ApproveDialog
          name={`${open.row.name} ${open.row.surname}`}
          day={open.day}
          canApprove={sites.find((one) => one.sd === sheet.site.sd)?.isCreate === 1}
          onApprove={approve}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}
