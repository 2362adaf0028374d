/**
 * /apptimes/kiosk/<sd>: the kiosk of a site, left running on the site's device. The camera
 * recognises an employee among the site's enrolled ones (FaceKiosk.tsx), or they type their
 * employee number; they confirm 'Clock in {name}?' (or out, when they are clocked in), and the
 * record goes to the API with the device's time and, from the camera, a small photo; while the API is away it waits in the browser
 * (useClockQueue.ts) and is sent later with its own time. Whom the kiosk knows (the site's active
 * employees on shifts) is read again every 5 minutes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Card, CardTitle, Muted, Spinner } from '@times/shared-sdk';
import type { ClockKind, ClockMethod, KioskEmployee, KioskResponse } from '@times/shared-sdk';
import { appMessages, attendanceApi } from '@times/shared-sdk/app';
import styled from 'styled-components';
import { ClockConfirm } from './ClockConfirm';
import { FaceKiosk } from './FaceKiosk';
import { noticeOf } from './kioskMessages';
import type { KioskNotice } from './kioskMessages';
import { NumberEntry } from './NumberEntry';
import type { Sent } from './sendQueue';
import { useClockQueue } from './useClockQueue';
import { wallClockOf } from './wallClock';
import { newRef } from './newRef';

export const KIOSK_REFRESH_MS = 5 * 60_000;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  flex-wrap: wrap;
`;

/** How long the camera leaves an employee alone after they answered. */
export const QUIET_MS = 30_000;

interface Pending {
  employee: KioskEmployee;
  kind: ClockKind;
  method: ClockMethod;
  photo: string;
}

const fullName = (employee: KioskEmployee) => `${employee.name} ${employee.surname}`;
const sameNumber = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function KioskScreen() {
  const t = appMessages.attendance.kiosk;
  const { std = '' } = useParams();
  const [kiosk, setKiosk] = useState<KioskResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // Employees who answered a moment ago, until when: the camera does not offer them again at once.
  const answered = useRef(new Map<string, number>());
  const quiet = useCallback((empd: string) => (answered.current.get(empd) ?? 0) > Date.now(), []);
  const [notices, setNotices] = useState<KioskNotice[]>([]);

  const setClockedIn = useCallback((empd: string, kind: ClockKind) => {
    setKiosk(
      (current) =>
        current && {
          ...current,
          employees: current.employees.map((employee) =>
            employee.empd === empd ? { ...employee, clocked_in: kind === 'in' ? 1 : 0 } : employee,
          ),
        },
    );
  }, []);

  const onSent = useCallback((sent: Sent[]) => setNotices(sent.map(noticeOf)), []);
  const { add, isQueued, waiting } = useClockQueue(std, onSent);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      void attendanceApi.kiosk(std, { signal: controller.signal }).then((outcome) => {
        if (outcome.kind === 'ok') {
          setKiosk(outcome.data);
          setError(null);
        } else if (outcome.kind === 'error') setError(outcome.message);
      });
    load();
    const timer = window.setInterval(load, KIOSK_REFRESH_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [std]);

  const onNumber = (number: string): string | null => {
    const employee = kiosk?.employees.find((candidate) => sameNumber(candidate.employee_number, number));
    if (!employee || !employee.employee_number) return t.unknownNumber;
    setPending({ employee, kind: employee.clocked_in ? 'out' : 'in', method: 'number', photo: '' });
    return null;
  };

  const onFace = (employee: KioskEmployee, photo: string) =>
    setPending({ employee, kind: employee.clocked_in ? 'out' : 'in', method: 'face', photo });

  const cancel = () => {
    if (pending) answered.current.set(pending.employee.empd, Date.now() + QUIET_MS);
    setPending(null);
  };

  const confirm = async () => {
    if (!pending) return;
    const { employee, kind, method, photo } = pending;
    answered.current.set(employee.empd, Date.now() + QUIET_MS);
    setPending(null);
    const now = new Date();
    const request = {
      std,
      empd: employee.empd,
      kind,
      at: wallClockOf(now),
      instant: now.toISOString(),
      method,
      ref: newRef(),
      photo,
    };
    setClockedIn(employee.empd, kind);
    await add({ request, name: fullName(employee) });
    if (isQueued(request.ref)) setNotices([{ tone: 'info', text: t.queued(fullName(employee)) }]);
  };

  if (error && !kiosk) return <Alert>{error}</Alert>;
  if (!kiosk) return <Spinner label={t.loading} />;
  return (
    <Card>
      <Header>
        <CardTitle>{t.siteTitle(kiosk.site.name)}</CardTitle>
        <Link to="..">{t.changeSite}</Link>
      </Header>
      <FaceKiosk employees={kiosk.employees} paused={pending !== null} quiet={quiet} onMatch={onFace} />
      <Muted>{t.numberTitle}</Muted>
      <NumberEntry onNumber={onNumber} />
      {notices.map((notice) => (
        <Alert key={notice.text} tone={notice.tone}>
          {notice.text}
        </Alert>
      ))}
      {waiting > 0 && <Muted role="status">{t.waiting(waiting)}</Muted>}
      {pending && (
        <ClockConfirm
          name={fullName(pending.employee)}
          kind={pending.kind}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      )}
    </Card>
  );
}
