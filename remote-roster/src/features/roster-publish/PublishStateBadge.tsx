/** The Draft/Published pill of a roster (cards, Summary). */
import { StatusBadge } from '@times/shared-sdk/app';
import { publishStateText, publishStateTone } from './publishState';

export function PublishStateBadge({ state }: { state: string | undefined }) {
  return <StatusBadge status={publishStateText(state)} tone={publishStateTone(state)} />;
}
