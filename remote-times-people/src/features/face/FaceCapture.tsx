/**
 * Face capture of one employee: 'Take {name} {surname} photo' starts the webcam (440x340, no
 * audio) with the mesh overlay, takes the two landmark samples, the photo, and uploads it
 * ('Uploading image n/m', n = picture 1 thumbnail / 2 image, m = 2), then 'Upload complete' and
 * onDone(). Any failure is shown and the button tries again; Cancel is always there. The camera
 * is stopped when the capture ends, on Cancel and on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import type { Employee } from '@times/shared-sdk';
import { Alert, Button, Row } from '@times/shared-sdk';
import { FaceCapture as Limits, appMessages } from '@times/shared-sdk/app';
import styled from 'styled-components';
import { browserCaptureDeps } from './browserCaptureDeps';
import type { Camera } from './camera';
import { loadFaceModel } from './faceModel';
import { FaceView } from './FaceView';
import { CaptureFailure, runFaceCapture } from './runFaceCapture';
import { uploadFailureText } from './uploadPhotos';

/** How long 'Upload complete' stays before onDone(). */
export const COMPLETE_PAUSE_MS = 1_000;

export interface FaceCaptureProps {
  employee: Pick<Employee, 'emd' | 'name' | 'surname'>;
  /** The photo was uploaded and committed (the caller reloads the thumbnail). */
  onDone: () => void;
  onCancel: () => void;
}

const Wrap = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
`;

const Status = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.muted};
`;

export function FaceCapture({ employee, onDone, onCancel }: FaceCaptureProps) {
  const t = appMessages.employees.face;
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const runRef = useRef<AbortController | null>(null);
  const cameraRef = useRef<Camera | null>(null);
  const onDoneRef = useRef(onDone);
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    // Fetch the model while the user gets ready; a failure is reported when the capture starts.
    loadFaceModel().catch(() => undefined);
    return () => stop();
  }, []);

  function stop() {
    runRef.current?.abort();
    runRef.current = null;
    cameraRef.current?.stop();
    cameraRef.current = null;
  }

  async function handleStart() {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    if (!video || !canvas) return;
    stop();
    const controller = new AbortController();
    runRef.current = controller;
    const { signal } = controller;
    setRunning(true);
    setError(null);
    setStatus(null);
    try {
      const deps = browserCaptureDeps(video, canvas, (camera) => (cameraRef.current = camera));
      await runFaceCapture(employee.emd, deps, signal, (text) => !signal.aborted && setStatus(text));
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_PAUSE_MS));
      if (!signal.aborted) onDoneRef.current();
    } catch (failure) {
      if (signal.aborted) return;
      setStatus(null);
      if (failure instanceof CaptureFailure) setError(failure.message);
      else if (!(failure instanceof Error && failure.name === 'AbortError')) setError(uploadFailureText(failure));
    } finally {
      if (runRef.current === controller) {
        runRef.current = null;
        setRunning(false);
      }
    }
  }

  function handleCancel() {
    stop();
    setRunning(false);
    setStatus(null);
    onCancel();
  }

  return (
    <Wrap aria-busy={running}>
      <FaceView
        width={Limits.VIEW_WIDTH}
        height={Limits.VIEW_HEIGHT}
        label={t.cameraView}
        videoRef={videoRef}
        canvasRef={canvasRef}
      />
      <Status role="status" aria-live="polite">
        {status}
      </Status>
      {error && <Alert>{error}</Alert>}
      <Row>
        <Button type="button" disabled={running} onClick={() => void handleStart()}>
          {running ? t.processing : t.take(employee.name, employee.surname)}
        </Button>
        <Button type="button" $variant="secondary" onClick={handleCancel}>
          {t.cancel}
        </Button>
      </Row>
    </Wrap>
  );
}
