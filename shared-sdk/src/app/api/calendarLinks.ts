/**
 * Ours (issue 17): a shift employee's calendar feed link — its state, create (or replace, which
 * stops the old link) and revoke. The same rights and refusals as the shift employee writes.
 */
import { post } from '@times/shared-sdk';
import type { CalendarLinkCreatedResponse, CalendarLinkResponse, CallOptions, StatusMessages } from '@times/shared-sdk';
import { rosterShiftMessages } from './rosterShift';
import { TimesPaths } from '../../contract/timesPaths';

const paths = TimesPaths.rosterSetup;
const messages: StatusMessages = rosterShiftMessages.availability;

/** The shift employee the link is asked for. */
export interface CalendarLinkRef {
  rshftempd: string;
  std: string;
  sftd: string;
}

export const calendarLinksApi = {
  details: (ref: CalendarLinkRef, options?: CallOptions) =>
    post<CalendarLinkResponse>('times', paths.calendarLinkDetails, ref, options, messages),
  create: (ref: CalendarLinkRef, options?: CallOptions) =>
    post<CalendarLinkCreatedResponse>('times', paths.calendarLinkCreate, ref, options, messages),
  revoke: (ref: CalendarLinkRef, options?: CallOptions) =>
    post<CalendarLinkResponse>('times', paths.calendarLinkRevoke, ref, options, messages),
};
