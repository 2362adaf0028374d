/**
 * Times backend, ours (issue 17): who can cover an open place, one of them taking it, and an
 * employee's absence re-planned with as few changes as possible. Rights and refusals as the
 * calendar's swap and move.
 */
import { post } from '@times/shared-sdk';
import type {
  ApiResponse,
  AssignCoverRequest,
  CallOptions,
  CoverCandidatesResponse,
  CoverPlaceRequest,
  MarkAbsentRequest,
  MarkAbsentResponse,
  StatusMessages,
} from '@times/shared-sdk';
import { RosterStatusCode } from '../../constants/rosters';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from './paths';
import { rostersMessages } from './rosters';

const t = appMessages.rosters.calendar;
const S = RosterStatusCode;
const p = TimesPaths.rosters;

export const rosterCoverMessages = {
  cover: {
    byStatus: {
      ...rostersMessages.edit.byStatus,
      [S.COVER_NOT_ALLOWED]: t.coverNotAllowed,
      [S.ABSENCE_OUTSIDE_PERIOD]: t.absenceOutsidePeriod,
    },
  },
} satisfies Record<string, StatusMessages>;

const m = rosterCoverMessages;

export const rosterCoverApi = {
  candidates: (request: CoverPlaceRequest, options?: CallOptions) =>
    post<CoverCandidatesResponse>('times', p.coverCandidates, request, options, m.cover),
  assign: (request: AssignCoverRequest, options?: CallOptions) =>
    post<ApiResponse>('times', p.assignCover, request, options, m.cover),
  markAbsent: (request: MarkAbsentRequest, options?: CallOptions) =>
    post<MarkAbsentResponse>('times', p.markAbsent, request, options, m.cover),
};
