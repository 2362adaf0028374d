/** 'Publish roster': what publishing does, with Publish and Cancel. */
import { Button } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import styled from 'styled-components';

const t = appMessages.rosters.publish;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;

interface Props {
  period: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PublishDialog({ period, onConfirm, onCancel }: Props) {
  return (
    <Modal title={t.confirmTitle} onClose={onCancel}>
      <p>{t.confirm(period)}</p>
      <Row>
        <Button type="button" onClick={onConfirm}>
          {t.publish}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Modal>
  );
}
