/**
 * The live camera picture with the face-mesh canvas over it, mirrored like a mirror (the photo
 * itself is not). Both elements keep the frame's aspect ratio inside the box (object-fit), so the
 * overlay, drawn in frame pixels, stays on the face whatever size the camera delivers.
 */
import type { Ref } from 'react';
import styled, { css } from 'styled-components';

const Box = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  aspect-ratio: ${({ $width, $height }) => `${$width} / ${$height}`};
  background: ${({ theme }) => theme.colors.brandDark};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const layer = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  transform: scaleX(-1);
`;

const Video = styled.video`
  ${layer}
`;
const Canvas = styled.canvas`
  ${layer}
`;

export function FaceView({
  width,
  height,
  label,
  videoRef,
  canvasRef,
}: {
  width: number;
  height: number;
  label: string;
  videoRef: Ref<HTMLVideoElement>;
  canvasRef: Ref<HTMLCanvasElement>;
}) {
  return (
    <Box $width={width} $height={height} role="img" aria-label={label}>
      <Video ref={videoRef} muted playsInline autoPlay aria-hidden />
      <Canvas ref={canvasRef} aria-hidden data-testid="face-mesh" />
    </Box>
  );
}
