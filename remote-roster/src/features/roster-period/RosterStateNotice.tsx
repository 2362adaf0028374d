/** What a roster screen shows instead of its figures while the roster is Processing, or when it failed. */
import { Alert, Spinner } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { RosterStatus, appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.create;

export function RosterStateNotice({ header }: { header: RosterHeader }) {
  if (header.roster_status === RosterStatus.PROCESSING) {
    return (
      <Alert tone="info">
        <Spinner />
        <strong>{t.processing(header.roster_period)}</strong> {t.processingHint}
      </Alert>
    );
  }
  return <Alert>{t.failed(header.roster_period, header.failure_reason)}</Alert>;
}
