/**
 * A Successful roster's View Roster (spec 002 section 2.4): its title ('Time created', the period
 * in upper case), the Toolbox legend, the status lines and the grid, loaded page by page; when
 * editable, cells are swapped and moved by drag and drop or from the keyboard, pinned or unpinned
 * with their lock or the 'L' key (usePinCell), and below the grid come 'Mark absent' and the open
 * places with 'Who can cover?' (roster-cover).
 */
import { useMemo, useRef } from 'react';
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { PrintGenderLegend, RosterExportActions, RosterPrintStyles, printRoot } from '../roster-export';
import { CoverTools } from '../roster-cover';
import { RosterTitle } from '../roster-period';
import type { RosterShift } from '../roster-period';
import { CalendarBanners } from './CalendarBanners';
import { calendarDays } from './calendarDays';
import { buildCalendarModel } from './calendarModel';
import { CalendarTable } from './CalendarTable';
import { PinLegend } from './PinLegend';
import { PositionLegend } from './PositionLegend';
import { useCalendarDrag } from './useCalendarDrag';
import { useKeyboardPick } from './useKeyboardPick';
import { useLatestMessage } from './useLatestMessage';
import { usePinCell } from './usePinCell';
import { useRosterDetails } from './useRosterDetails';
import { useRosterEdit } from './useRosterEdit';

const t = appMessages.rosters.calendar;

interface Props {
  shift: RosterShift;
  header: RosterHeader;
  canEdit: boolean;
}

export function CalendarView({ shift, header, canEdit }: Props) {
  const { leading, days } = useMemo(
    () => calendarDays(header.start_date, header.end_date),
    [header.start_date, header.end_date],
  );
  const details = useRosterDetails(shift, header.rstd);
  const model = useMemo(() => (details.data ? buildCalendarModel(details.data, days) : null), [details.data, days]);
  const edit = useRosterEdit({ shift, rstd: header.rstd, model, reload: details.reload });
  const pins = usePinCell({
    shift,
    rstd: header.rstd,
    model,
    reload: details.reload,
    editable: canEdit && !details.loading && !edit.busy,
  });
  const busy = details.loading || edit.busy || pins.busy;
  const rowRef = useCalendarDrag({ enabled: canEdit, disabled: busy, onDrop: edit.place });
  const keys = useKeyboardPick({ editable: canEdit && !busy, model, onPlace: edit.place, onPin: pins.toggle });
  const message = useLatestMessage([edit.message, pins.message]);
  const section = useRef<HTMLElement>(null);
  return (
    <section ref={section} {...printRoot}>
      <RosterPrintStyles />
      <RosterTitle header={header} timeCreatedLabel={t.timeCreated} upperCase />
      <RosterExportActions header={header} data={details.data} section={section} />
      {model && <PositionLegend positions={model.positions} editable={canEdit} />}
      {model && <PrintGenderLegend />}
      {model && <PinLegend editable={canEdit} />}
      <CalendarBanners loading={busy} message={message} loadError={details.error} announcement={keys.announcement} />
      {model && (
        <CalendarTable
          model={model}
          leading={leading}
          days={days}
          editable={canEdit}
          busy={busy}
          keys={keys}
          rowRef={rowRef}
          onClick={canEdit ? pins.onClick : undefined}
        />
      )}
      {canEdit && details.data && (
        <CoverTools
          shift={shift}
          header={header}
          employees={details.data.employees}
          version={details.data}
          onChanged={details.reload}
        />
      )}
    </section>
  );
}
