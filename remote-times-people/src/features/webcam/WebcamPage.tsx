/**
 * /apptimes/webcam: the live camera (640x480) with the face-mesh overlay; faces are estimated
 * every 100 ms (runs never overlap) and counted. The camera starts when the page opens and can be
 * stopped and started again; it is always stopped when the page closes.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, CardTitle, Row } from '@times/shared-sdk';
import { FaceCapture, appMessages } from '@times/shared-sdk/app';
import styled from 'styled-components';
import { isAbortError } from '../face/async';
import { type Camera, cameraErrorMessage, openCamera } from '../face/camera';
import { loadFaceModel } from '../face/faceModel';
import { FaceView } from '../face/FaceView';
import { clearOverlay, drawFaces } from '../face/meshDrawing';
import { startDetectionLoop } from './detectionLoop';

type Phase = 'off' | 'starting' | 'loadingModel' | 'live';

const Status = styled.p`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export function WebcamPage() {
  const t = appMessages.employees.webcam;
  const f = appMessages.employees.face;
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sessionRef = useRef<{ controller: AbortController; camera?: Camera; stopLoop?: () => void } | null>(null);
  const [phase, setPhase] = useState<Phase>('off');
  const [faces, setFaces] = useState(0);
  const [error, setError] = useState<string | null>(null);

  function stop() {
    const session = sessionRef.current;
    sessionRef.current = null;
    session?.controller.abort();
    session?.stopLoop?.();
    session?.camera?.stop();
    clearOverlay(canvasRef.current);
  }

  async function start() {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    if (!video || !canvas) return;
    stop();
    const session: NonNullable<typeof sessionRef.current> = { controller: new AbortController() };
    sessionRef.current = session;
    const { signal } = session.controller;
    const current = () => sessionRef.current === session && !signal.aborted;
    setError(null);
    setFaces(0);
    setPhase('starting');
    const modelLoading = loadFaceModel();
    modelLoading.catch(() => undefined);
    try {
      session.camera = await openCamera(
        video,
        { width: FaceCapture.WEBCAM_WIDTH, height: FaceCapture.WEBCAM_HEIGHT },
        signal,
      );
    } catch (failure) {
      if (!current() || isAbortError(failure)) return;
      sessionRef.current = null;
      setPhase('off');
      setError(cameraErrorMessage(failure));
      return;
    }
    if (!current()) return;
    setPhase('loadingModel');
    let model;
    try {
      model = await modelLoading;
    } catch {
      if (!current()) return;
      stop();
      setPhase('off');
      setError(f.modelFailed);
      return;
    }
    if (!current()) return;
    setPhase('live');
    session.stopLoop = startDetectionLoop(
      async () => {
        const found = await model.estimate(video);
        if (!current()) return;
        drawFaces(canvas, found, model.pairs, { width: video.videoWidth, height: video.videoHeight });
        setFaces(found.length);
      },
      FaceCapture.WEBCAM_INTERVAL_MS,
      (failure) => {
        if (!current()) return;
        stop();
        setPhase('off');
        setError(t.detectionFailed(failure instanceof Error && failure.message ? failure.message : f.unknownCause));
      },
    );
  }

  function handleStop() {
    stop();
    setPhase('off');
    setFaces(0);
  }

  useEffect(() => {
    void start();
    return () => stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start/stop read only refs, state setters and constants, so the first render's are never stale; the camera starts once per mount
  }, []);

  const statusText =
    phase === 'live' ? t.faces(faces) : phase === 'loadingModel' ? f.loadingModel : phase === 'off' ? t.off : '';

  return (
    <Card>
      <CardTitle>{t.title}</CardTitle>
      <FaceView
        width={FaceCapture.WEBCAM_WIDTH}
        height={FaceCapture.WEBCAM_HEIGHT}
        label={t.videoLabel}
        videoRef={videoRef}
        canvasRef={canvasRef}
      />
      <Status role="status" aria-live="polite" data-testid="webcam-status">
        {statusText}
      </Status>
      {error && <Alert>{error}</Alert>}
      <Row>
        {phase === 'off' ? (
          <Button type="button" onClick={() => void start()}>
            {t.start}
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={handleStop}>
            {t.stop}
          </Button>
        )}
      </Row>
    </Card>
  );
}
