/** A form's buttons: submit (disabled while submitting) and, when given, Close. */
import { Button, Row } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';

export function FormActions({
  submitLabel,
  submitting,
  onClose,
}: {
  submitLabel: string;
  submitting: boolean;
  onClose?: () => void;
}) {
  return (
    <Row>
      <Button type="submit" disabled={submitting}>
        {submitLabel}
      </Button>
      {onClose && (
        <Button type="button" $variant="secondary" onClick={onClose}>
          {appMessages.setup.close}
        </Button>
      )}
    </Row>
  );
}
