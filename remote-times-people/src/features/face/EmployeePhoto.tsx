/** The 300x300 photo of an employee (the photo view): its image link, or 'No photo yet'; errors shown. */
import { Alert, Spinner } from '@times/shared-sdk';
import { FaceCapture, appMessages, faceApi, usePhotoLink } from '@times/shared-sdk/app';
import { PhotoFrame } from './EmployeeThumbnail';
import { Silhouette } from './Silhouette';

export interface EmployeePhotoProps {
  empd: string;
  name: string;
}

export function EmployeePhoto({ empd, name }: EmployeePhotoProps) {
  const t = appMessages.employees;
  const size = FaceCapture.IMAGE_SIZE;
  const { state, onImageError } = usePhotoLink(
    true,
    (signal) => faceApi.imageLink(empd, { signal }),
    (data) => data.image_link,
    [empd],
  );

  if (state.kind === 'loading') return <Spinner />;
  if (state.kind === 'error') return <Alert>{state.message}</Alert>;
  return (
    <PhotoFrame $size={size}>
      {state.kind === 'ready' ? (
        <img src={state.src} alt={t.face.thumbnailAlt(name)} width={size} height={size} onError={onImageError} />
      ) : (
        <>
          <Silhouette size={size} />
          <span>{t.noPhoto}</span>
        </>
      )}
    </PhotoFrame>
  );
}
