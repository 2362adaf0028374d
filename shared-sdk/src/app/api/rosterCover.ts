/**
 * Times backend, ours (issue 17): who can cover an open place, one of them taking it, and an
 * employee's absence re-planned with as few changes as possible. Rights and refusals as the
 * calendar's swap and move.
 */
import type { CallOptions, CallTexts } from '@times/shared-sdk';
import { Contract } from '../../contract';
import type { CallRequest } from '../../contract';
import { callContract } from '@times/shared-sdk';
import { RosterStatusCode } from '../../constants/rosters';
import { appMessages } from '../catalogue/appMessages';
import { rostersMessages } from './rosters';

const t = appMessages.rosters.calendar;
const S = RosterStatusCode;
const c = Contract.rosters;

export const rosterCoverMessages = {
  cover: {
    generic: rostersMessages.edit.generic,
    byStatus: {
      ...rostersMessages.edit.byStatus,
      [S.COVER_NOT_ALLOWED]: t.coverNotAllowed,
      [S.ABSENCE_OUTSIDE_PERIOD]: t.absenceOutsidePeriod,
    },
  },
} satisfies Record<string, CallTexts>;

const m = rosterCoverMessages;

export const rosterCoverApi = {
  candidates: (request: CallRequest<typeof c.coverCandidates>, options?: CallOptions) =>
    callContract(c.coverCandidates, request, options, m.cover),
  assign: (request: CallRequest<typeof c.assignCover>, options?: CallOptions) =>
    callContract(c.assignCover, request, options, m.cover),
  markAbsent: (request: CallRequest<typeof c.markAbsent>, options?: CallOptions) =>
    callContract(c.markAbsent, request, options, m.cover),
};
