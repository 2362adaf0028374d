import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { FaceCapture } from '../FaceCapture';
import { CaptureFailure, runFaceCapture } from '../runFaceCapture';
import { fakeModel } from './fakes';

jest.mock('../faceModel', () => ({ loadFaceModel: jest.fn(async () => fakeModel([[]])) }));
jest.mock('../runFaceCapture', () => {
  const actual = jest.requireActual('../runFaceCapture');
  return { ...actual, runFaceCapture: jest.fn(actual.runFaceCapture) };
});
const run = runFaceCapture as jest.MockedFunction<typeof runFaceCapture>;

const t = appMessages.employees.face;
const employee = { emd: 'E1', name: 'Jane', surname: 'Doe' };

function renderCapture() {
  const onDone = jest.fn();
  const onCancel = jest.fn();
  const view = render(
    <ThemeRoot>
      <FaceCapture employee={employee} onDone={onDone} onCancel={onCancel} />
    </ThemeRoot>,
  );
  return { ...view, onDone, onCancel };
}

function setGetUserMedia(getUserMedia: jest.Mock) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

describe('FaceCapture', () => {
  beforeEach(() => {
    run.mockReset();
    run.mockImplementation(jest.requireActual('../runFaceCapture').runFaceCapture);
  });

  afterEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });

  it("offers 'Take {name} {surname} photo' and Cancel", async () => {
    const { onCancel } = renderCapture();
    expect(screen.getByRole('button', { name: 'Take Jane Doe photo' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('asks for the camera without audio at 440x340 and says when it is denied', async () => {
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    setGetUserMedia(getUserMedia);
    renderCapture();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.cameraDenied);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { width: 440, height: 340 }, audio: false });
    expect(screen.getByRole('button', { name: 'Take Jane Doe photo' })).toBeEnabled();
  });

  it('says there is no camera when the browser has none', async () => {
    renderCapture();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.noCamera);
  });

  it("shows 'Processing photo..' and the progress, then 'Upload complete' and calls onDone", async () => {
    let finish: () => void = () => {};
    run.mockImplementation(async (_empd, _deps, _signal, onStatus) => {
      onStatus(t.uploading(1, 2));
      await new Promise<void>((resolve) => (finish = resolve));
      onStatus(t.complete);
    });
    const { onDone } = renderCapture();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    expect(screen.getByRole('button', { name: 'Processing photo..' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image 1/2');
    act(() => finish());
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });

  it("shows 'Upload failed: ...' and lets the user try again", async () => {
    run.mockRejectedValueOnce(new CaptureFailure('Upload failed: Employee does not exist'));
    const { onDone } = renderCapture();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: Employee does not exist');
    run.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 2_000 });
  });

  it('shows the unknown-error text for a failure without a message', async () => {
    run.mockRejectedValueOnce(new Error(''));
    renderCapture();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: An unknown error occurred');
  });

  it('cancels the running capture on Cancel and on unmount', async () => {
    const signals: AbortSignal[] = [];
    run.mockImplementation((_empd, _deps, signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    const { unmount, onCancel } = renderCapture();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signals[0]!.aborted).toBe(true);
    expect(onCancel).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Take Jane Doe photo' }));
    unmount();
    expect(signals[1]!.aborted).toBe(true);
  });
});
