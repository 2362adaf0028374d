/** 'Clock in Thabo Nkosi?' (or out), with Confirm and Cancel. */
import { Button, Row } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import type { ClockKind } from '@times/shared-sdk';

interface Props {
  name: string;
  kind: ClockKind;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ClockConfirm({ name, kind, onConfirm, onCancel }: Props) {
  const t = appMessages.attendance.kiosk;
  return (
    <Modal title={kind === 'in' ? t.confirmIn(name) : t.confirmOut(name)} onClose={onCancel}>
      <Row>
        <Button type="button" onClick={onConfirm}>
          {t.confirm}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Modal>
  );
}
