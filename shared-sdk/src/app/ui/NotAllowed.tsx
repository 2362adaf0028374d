/** The setup sections' message for users without the right (spec 000 section 2). */
import { Card } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';

export function NotAllowed({ things }: { things: string }) {
  const t = appMessages.setup;
  return (
    <Card role="alert">
      <strong>{t.notAllowedTitle(things)}</strong>
      <p>{t.notAllowedText(things)}</p>
    </Card>
  );
}
