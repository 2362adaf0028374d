/** TEMPORARY placeholder (replaced by the face-capture work): the signature the edit view uses. */
import type { Employee } from '@times/shared-sdk';

export interface FaceCaptureProps {
  employee: Pick<Employee, 'emd' | 'name' | 'surname'>;
  /** The photo was uploaded and committed (the caller reloads the thumbnail). */
  onDone: () => void;
  onCancel: () => void;
}

export function FaceCapture(_props: FaceCaptureProps) {
  return null;
}
