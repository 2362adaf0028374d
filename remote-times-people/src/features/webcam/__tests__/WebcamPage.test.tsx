import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { openCamera } from '../../face/camera';
import { loadFaceModel } from '../../face/faceModel';
import { WebcamPage } from '../WebcamPage';
import { fakeCamera, fakeFace, fakeModel } from '../../face/__tests__/fakes';

jest.mock('../../face/faceModel', () => ({ loadFaceModel: jest.fn() }));
jest.mock('../../face/camera', () => {
  const actual = jest.requireActual('../../face/camera');
  return { ...actual, openCamera: jest.fn() };
});
// jsdom has no 2D canvas: the drawing is checked in real Chromium (e2e/support/fakeCamera.ts).
jest.mock('../../face/meshDrawing', () => ({ drawFaces: jest.fn(), clearOverlay: jest.fn() }));

const t = appMessages.employees.webcam;
const f = appMessages.employees.face;
const open = openCamera as jest.MockedFunction<typeof openCamera>;
const load = loadFaceModel as jest.MockedFunction<typeof loadFaceModel>;

const renderPage = () =>
  render(
    <ThemeRoot>
      <WebcamPage />
    </ThemeRoot>,
  );

describe('WebcamPage', () => {
  beforeEach(() => {
    open.mockReset();
    load.mockReset();
  });

  it('starts the 640x480 camera, counts the faces and stops the camera on Stop and on leaving', async () => {
    const camera = fakeCamera();
    open.mockResolvedValue(camera);
    const model = fakeModel([[fakeFace(), fakeFace(300, 50)]]);
    load.mockResolvedValue(model);
    const { unmount } = renderPage();
    expect(await screen.findByText('Faces: 2')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(
      expect.any(HTMLVideoElement),
      { width: 640, height: 480 },
      expect.any(AbortSignal),
    );
    await userEvent.click(screen.getByRole('button', { name: t.stop }));
    expect(camera.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t.off)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.start }));
    await screen.findByText('Faces: 2');
    unmount();
    expect(camera.stop).toHaveBeenCalledTimes(2);
  });

  it('says when the camera is denied, and can try again', async () => {
    open.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    load.mockResolvedValue(fakeModel([[]]));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(f.cameraDenied);
    open.mockResolvedValueOnce(fakeCamera());
    await userEvent.click(screen.getByRole('button', { name: t.start }));
    expect(await screen.findByText('Faces: 0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the model cannot load, and stops the camera', async () => {
    const camera = fakeCamera();
    open.mockResolvedValue(camera);
    load.mockRejectedValue(new Error('404'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(f.modelFailed);
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
  });
});
