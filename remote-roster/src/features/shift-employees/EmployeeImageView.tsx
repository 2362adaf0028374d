/** The image view opened by a row's image icon: a dialog titled '{name} Photo' with the employee's photo. */
import styled from 'styled-components';
import { Alert, EmptyState, Spinner } from '@times/shared-sdk';
import type { ShiftEmployee } from '@times/shared-sdk';
import { FaceCapture, Modal, appMessages, faceApi, usePhotoLink } from '@times/shared-sdk/app';
import { fullName } from './fullName';

const t = appMessages.shiftSetup.employees;

const Frame = styled.div`
  display: flex;
  justify-content: center;
  img { max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius}; }
`;

export function EmployeeImageView({ employee, onClose }: { employee: ShiftEmployee; onClose: () => void }) {
  const { state, onImageError } = usePhotoLink(
    true,
    (signal) => faceApi.imageLink(employee.emd, { signal }),
    (data) => data.image_link,
    [employee.emd],
  );
  const name = fullName(employee);
  const size = FaceCapture.IMAGE_SIZE;
  return (
    <Modal title={appMessages.employees.photoTitle(name)} onClose={onClose}>
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'error' && <Alert>{state.message}</Alert>}
      {state.kind === 'none' && <EmptyState>{appMessages.employees.noPhoto}</EmptyState>}
      {state.kind === 'ready' && (
        <Frame>
          <img src={state.src} alt={t.imageAlt(name)} width={size} height={size} onError={onImageError} />
        </Frame>
      )}
    </Modal>
  );
}
