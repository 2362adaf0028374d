/**
 * The setup sections' message for users without the right (spec 000 section 2): one sentence,
 * 'Not allowed to add {things}. Please contact Administrator to add {things} before you can
 * continue with the setup.'
 */
import { Card } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';

export function NotAllowed({ things }: { things: string }) {
  return (
    <Card role="alert">
      <p>{appMessages.setup.notAllowed(things)}</p>
    </Card>
  );
}
