/**
 * Ours (issue 17): a shift employee's calendar feed link — its state, create (or replace, which
 * stops the old link) and revoke. The same rights and refusals as the shift employee writes.
 */
import { callContract } from '@times/shared-sdk';
import type { CallOptions } from '@times/shared-sdk';
import { Contract } from '../../contract';
import { rosterShiftMessages } from './rosterShift';

const c = Contract.rosterSetup;
const messages = rosterShiftMessages.availability;

/** The shift employee the link is asked for. */
export interface CalendarLinkRef {
  rshftempd: string;
  std: string;
  sftd: string;
}

export const calendarLinksApi = {
  details: (ref: CalendarLinkRef, options?: CallOptions) => callContract(c.calendarLinkDetails, ref, options, messages),
  create: (ref: CalendarLinkRef, options?: CallOptions) => callContract(c.calendarLinkCreate, ref, options, messages),
  revoke: (ref: CalendarLinkRef, options?: CallOptions) => callContract(c.calendarLinkRevoke, ref, options, messages),
};
