/** /apphome/homemessages: the user's messages (none are sent yet by any part of the product). */
import { Card, CardTitle, EmptyState } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

export function MessagesPage() {
  return (
    <Card>
      <CardTitle>{appMessages.appHome.messagesTitle}</CardTitle>
      <EmptyState>{appMessages.appHome.noMessages}</EmptyState>
    </Card>
  );
}
