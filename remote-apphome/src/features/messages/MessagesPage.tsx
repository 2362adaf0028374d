/** /apphome/homemessages: the user's messages (none are sent yet by any part of the product). */
import { Card, CardTitle, EmptyState, messages } from '@times/shared-sdk';

export function MessagesPage() {
  return (
    <Card>
      <CardTitle>{messages.appHome.messagesTitle}</CardTitle>
      <EmptyState>{messages.appHome.noMessages}</EmptyState>
    </Card>
  );
}
