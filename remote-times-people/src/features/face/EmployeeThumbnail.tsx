/**
 * The 150x150 thumbnail of an employee, a button (it opens the face capture). With a photo it
 * asks for the thumbnail link and shows it; without one, a silhouette and 'No photo yet'.
 * A new `version` (bumped after an upload) asks again, and also counts as having a photo.
 */
import { FaceCapture, appMessages, faceApi, usePhotoLink } from '@times/shared-sdk/app';
import styled from 'styled-components';
import { Silhouette } from './Silhouette';

export interface EmployeeThumbnailProps {
  empd: string;
  name: string;
  hasImage: boolean;
  /** Bump to reload after an upload. */
  version?: number;
  onClick?: () => void;
}

export const PhotoFrame = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  max-width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  text-align: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Clickable = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius};
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export function EmployeeThumbnail({ empd, name, hasImage, version = 0, onClick }: EmployeeThumbnailProps) {
  const t = appMessages.employees;
  const size = FaceCapture.THUMB_SIZE;
  const { state, onImageError } = usePhotoLink(
    hasImage || version > 0,
    (signal) => faceApi.thumbnailLink(empd, { signal }),
    (data) => data.thump_link,
    [empd, version],
  );
  const label = t.face.thumbnailAlt(name);

  return (
    <Clickable
      type="button"
      onClick={onClick}
      disabled={!onClick}
      aria-label={label}
      title={label}
      aria-busy={state.kind === 'loading'}
    >
      <PhotoFrame $size={size}>
        {state.kind === 'ready' ? (
          <img src={state.src} alt={label} width={size} height={size} onError={onImageError} />
        ) : (
          state.kind !== 'loading' && (
            <>
              <Silhouette size={size} />
              <span>{state.kind === 'error' ? state.message : t.noPhoto}</span>
            </>
          )
        )}
      </PhotoFrame>
    </Clickable>
  );
}
