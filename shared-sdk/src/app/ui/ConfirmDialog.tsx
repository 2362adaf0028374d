/** The two-step delete: 'Delete {name} ?' with Delete and Cancel (or another confirming word, e.g. 'Unlink account'). */
import { Button, Row } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { Modal } from './Modal';

interface Props {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The confirming button's text: 'Delete' unless given. */
  confirmLabel?: string;
}

export function ConfirmDialog({ message, onConfirm, onCancel, busy = false, confirmLabel }: Props) {
  const t = appMessages.setup;
  return (
    <Modal title={message} onClose={onCancel}>
      <Row>
        <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel ?? t.delete}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Modal>
  );
}
