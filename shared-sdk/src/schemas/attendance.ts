/**
 * Payload schemas of the attendance calls (issue 20, ours): the kiosk of a site and a clock
 * record made there. Whether the clock's times are plausible (not ahead of the server, not too
 * old) needs the server's clock: the server checks that after these.
 */
import { number, object, string } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { isValidDateString, rules } from './rules';
import { text } from './text';

const v = validationMessages;

/** The largest photo a clock record keeps: a small JPEG as a data URL. */
export const CLOCK_PHOTO_MAX_CHARS = 40_000;

/** 'YYYY-MM-DDTHH:MM', a real date and time of day. */
export const isWallClock = (value: string | undefined): boolean => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value ?? '');
  return !!match && isValidDateString(match[1]) && Number(match[2]) < 24 && Number(match[3]) < 60;
};

const isInstant = (value: string | undefined): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value ?? '') &&
  Number.isFinite(Date.parse(value ?? ''));

/** /api/attd/20101. */
export const kioskSchema = object({ std: text().required(v.selectSite) });

/** /api/attd/20102. */
export const clockSchema = object({
  std: text().required(v.selectSite),
  empd: text().required(v.selectEmployee),
  kind: string()
    .required(v.invalidClockKind)
    .oneOf(['in', 'out'] as const, v.invalidClockKind),
  at: string().required(v.invalidClockTime).test('wall-clock', v.invalidClockTime, isWallClock),
  instant: string().required(v.invalidClockTime).test('instant', v.invalidClockTime, isInstant),
  method: string()
    .required(v.invalidClockMethod)
    .oneOf(['face', 'number'] as const, v.invalidClockMethod),
  ref: string()
    .required(v.invalidClockRef)
    .matches(/^[A-Za-z0-9_-]{8,64}$/, v.invalidClockRef),
  photo: string()
    .default('')
    .max(CLOCK_PHOTO_MAX_CHARS, v.invalidClockPhoto)
    .test('jpeg', v.invalidClockPhoto, (value) => !value || value.startsWith('data:image/jpeg;base64,')),
});

/** The kiosk's employee number form. */
export const kioskNumberSchema = object({ number: text().required(v.kioskNumberRequired) });

/** Days a timesheet shows at most. */
export const TIMESHEET_MAX_DAYS = 31;

const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00.000Z`) / 86_400_000;

/** /api/attd/20104: a shift's timesheet for a period of 1 to 31 days. */
export const timesheetSchema = object({
  std: text().required(v.selectSite),
  sftd: text().required(v.selectShift),
  start_date: rules.date(),
  end_date: rules.date().test('period', v.timesheetPeriod, function (end) {
    const start = (this.parent as { start_date?: unknown }).start_date;
    if (typeof start !== 'string' || !end || !isValidDateString(start) || !isValidDateString(end)) return true;
    const days = dayNumber(end) - dayNumber(start) + 1;
    return days >= 1 && days <= TIMESHEET_MAX_DAYS;
  }),
});

/** /api/attd/20105: a manager's minutes worked for an employee's day, with the reason. */
export const timesheetApproveSchema = object({
  std: text().required(v.selectSite),
  sftd: text().required(v.selectShift),
  empd: text().required(v.selectEmployee),
  date: rules.date(),
  worked_minutes: number()
    .typeError(v.approvalMinutes)
    .required(v.approvalMinutes)
    .integer(v.approvalMinutes)
    .min(0, v.approvalMinutes)
    .max(1440, v.approvalMinutes),
  reason: text().required(v.approvalReason).min(3, v.approvalReason).max(300, v.approvalReason),
});

/** The approval form of a timesheet day: the minutes and the reason. */
export const timesheetApproveFormSchema = timesheetApproveSchema.pick(['worked_minutes', 'reason']);
