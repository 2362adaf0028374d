/**
 * The kiosk's camera: it looks about twice a second (never two looks at once) and tells what it
 * sees: no face, several faces, too dark, not recognised; a recognised employee goes to
 * `onMatch` (the kiosk asks them to confirm). It does not look while `paused` (a question is open),
 * nor offers the same employee again for a while after their last answer (`quiet`). A camera or
 * model that cannot start says so: the employee number below always works.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@times/shared-sdk';
import type { KioskEmployee } from '@times/shared-sdk';
import { FaceCapture, appMessages } from '@times/shared-sdk/app';
import styled from 'styled-components';
import { isAbortError } from '../face/async';
import { cameraErrorMessage, openCamera } from '../face/camera';
import type { Camera } from '../face/camera';
import { loadFaceModel } from '../face/faceModel';
import { FaceView } from '../face/FaceView';
import { startDetectionLoop } from '../webcam/detectionLoop';
import { lookDeps, lookOnce } from './identifyFace';
import type { Look } from './identifyFace';

export const LOOK_INTERVAL_MS = 500;

const Status = styled.p`
  margin: 8px 0;
  font-weight: 600;
`;

interface Props {
  employees: readonly KioskEmployee[];
  paused: boolean;
  /** Employees not to offer now (answered a moment ago). */
  quiet: (empd: string) => boolean;
  onMatch: (employee: KioskEmployee, photo: string) => void;
}

export function FaceKiosk({ employees, paused, quiet, onMatch }: Props) {
  const t = appMessages.attendance.kiosk;
  const f = appMessages.employees.face;
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [status, setStatus] = useState<string>(t.startingCamera);
  const [failure, setFailure] = useState<string | null>(null);
  // The loop reads the newest props through a ref: it starts once per mount.
  const latest = useRef({ employees, paused, quiet, onMatch });
  latest.current = { employees, paused, quiet, onMatch };

  useEffect(() => {
    const controller = new AbortController();
    let camera: Camera | undefined;
    let stopLoop: (() => void) | undefined;
    const texts: Record<Exclude<Look['kind'], 'match'>, string> = {
      none: t.noFace,
      several: t.severalFaces,
      dark: t.tooDark,
      unknown: t.notRecognised,
    };
    void (async () => {
      const video = videoRef.current;
      if (!video) return;
      const modelLoading = loadFaceModel();
      modelLoading.catch(() => undefined);
      try {
        camera = await openCamera(
          video,
          { width: FaceCapture.WEBCAM_WIDTH, height: FaceCapture.WEBCAM_HEIGHT },
          controller.signal,
        );
      } catch (error) {
        if (!controller.signal.aborted && !isAbortError(error)) setFailure(cameraErrorMessage(error));
        return;
      }
      setStatus(f.loadingModel);
      let model;
      try {
        model = await modelLoading;
      } catch {
        if (!controller.signal.aborted) setFailure(f.modelFailed);
        return;
      }
      if (controller.signal.aborted) return;
      const deps = lookDeps(model, video);
      setStatus(t.faceTitle);
      stopLoop = startDetectionLoop(
        async () => {
          if (latest.current.paused) return;
          const look = await lookOnce(deps, latest.current.employees);
          if (controller.signal.aborted || latest.current.paused) return;
          if (look.kind !== 'match') setStatus(texts[look.kind]);
          else if (!latest.current.quiet(look.employee.empd)) {
            setStatus(t.faceTitle);
            latest.current.onMatch(look.employee, look.photo);
          }
        },
        LOOK_INTERVAL_MS,
        (error) => setFailure(error instanceof Error && error.message ? error.message : f.unknownCause),
      );
    })();
    return () => {
      controller.abort();
      stopLoop?.();
      camera?.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the camera starts once per mount; the loop reads the newest props through `latest`
  }, []);

  return (
    <section aria-label={t.faceTitle}>
      <FaceView
        width={FaceCapture.WEBCAM_WIDTH}
        height={FaceCapture.WEBCAM_HEIGHT}
        label={t.cameraLabel}
        videoRef={videoRef}
        canvasRef={canvasRef}
      />
      {failure ? (
        <Alert>
          {failure} {t.useNumber}
        </Alert>
      ) : (
        <Status role="status" aria-live="polite">
          {status}
        </Status>
      )}
    </section>
  );
}
