/** The two-step delete: 'Delete {name} ?' with Delete and Cancel. */
import { Button, Row } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { Modal } from './Modal';

interface Props {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({ message, onConfirm, onCancel, busy = false }: Props) {
  const t = appMessages.setup;
  return (
    <Modal title={message} onClose={onCancel}>
      <Row>
        <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
          {t.delete}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Modal>
  );
}
