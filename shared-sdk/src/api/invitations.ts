/** The page of an employee's invitation link (issue 31, ours; Contract.invitations): what it invites to. */
import { messages } from '../catalogue/messages';
import { SelfServiceStatus } from '../constants/selfService';
import type { invitations } from '../contract/selfService';
import { Paths } from '../contract/paths';
import { addressOf, callContract } from '../http/callContract';
import type { CallOptions } from '../http/outcome';

const t = messages.invitation;
const details = addressOf<typeof invitations.details>('first', Paths.invitations.details);

export const invitationsApi = {
  /** The link's token comes from the address, never typed: VALIDATION_ERROR reads as a link not valid. */
  details: (token: string, options?: CallOptions) =>
    callContract(details, { token }, options, {
      byStatus: {
        [SelfServiceStatus.INVITATION_NOT_FOUND]: t.notFound,
        [SelfServiceStatus.INVITATION_EXPIRED]: t.expired,
        [SelfServiceStatus.INVITATION_USED]: t.used,
        VALIDATION_ERROR: t.notFound,
      },
    } as const),
};
