import type { ApiOutcome, ApiResponse, UploadCommit, UploadLinksResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { FetchLike } from '../blockUpload';
import type { EncodedPhotos } from '../photoEncoding';
import { CaptureStopped, UploadError, uploadFailureText, uploadPhotos, type PhotoUploadApi } from '../uploadPhotos';

const t = appMessages.employees.face;
const ok = <T extends ApiResponse>(data: Omit<T, 'status'>): ApiOutcome<T> => ({
  kind: 'ok',
  data: { status: 'OK', ...data } as T,
});

const photos: EncodedPhotos = {
  thumbnail: { blob: new Blob([new Uint8Array(5_000)], { type: 'image/jpeg' }), width: 150, height: 150 },
  image: { blob: new Blob([new Uint8Array(2.5 * 1024 * 1024)], { type: 'image/jpeg' }), width: 300, height: 300 },
};

function setup(overrides: Partial<PhotoUploadApi> = {}, fetchImpl?: FetchLike) {
  const events: string[] = [];
  const commits: { kind: string; commit: UploadCommit }[] = [];
  const api: PhotoUploadApi = {
    uploadLinks: jest.fn(async () => {
      events.push('links');
      return ok<UploadLinksResponse>({
        thump_link: 'http://store/t?sig=1',
        image_link: 'http://store/i?sig=1',
        rcdd: 'R9',
      });
    }),
    confirmThumbnail: jest.fn(async (commit: UploadCommit) => {
      events.push('commit thumbnail');
      commits.push({ kind: 'thumbnail', commit });
      return ok<ApiResponse>({});
    }),
    confirmImage: jest.fn(async (commit: UploadCommit) => {
      events.push('commit image');
      commits.push({ kind: 'image', commit });
      return ok<ApiResponse>({});
    }),
    ...overrides,
  };
  const fetch: FetchLike =
    fetchImpl ??
    jest.fn(async (url: string, init: RequestInit) => {
      events.push(`PUT ${url} ${(init.body as Blob).size}`);
      return { ok: true, status: 201 };
    });
  const onProgress = (n: number, m: number) => events.push(t.uploading(n, m));
  return {
    api,
    fetch,
    events,
    commits,
    run: (signal?: AbortSignal) => uploadPhotos('E1', photos, { api, fetch }, { onProgress, signal }),
  };
}

describe('uploadPhotos', () => {
  it('sends the thumbnail then the image in 1 MiB blocks, each committed with its size', async () => {
    const { run, events, commits } = setup();
    await run();
    const MiB = 1024 * 1024;
    expect(events).toEqual([
      'links',
      'Uploading image 1/2',
      'PUT http://store/t?sig=1&blockid=0 5000',
      'commit thumbnail',
      'Uploading image 2/2',
      `PUT http://store/i?sig=1&blockid=0 ${MiB}`,
      `PUT http://store/i?sig=1&blockid=1 ${MiB}`,
      `PUT http://store/i?sig=1&blockid=2 ${MiB / 2}`,
      'commit image',
    ]);
    expect(commits).toEqual([
      { kind: 'thumbnail', commit: { empd: 'E1', rcdd: 'R9', size: 5000, width: 150, height: 150 } },
      { kind: 'image', commit: { empd: 'E1', rcdd: 'R9', size: 2.5 * MiB, width: 300, height: 300 } },
    ]);
  });

  it('fails with the status message of a refused call', async () => {
    const { run, events } = setup({
      confirmThumbnail: async () => ({
        kind: 'error',
        status: 'EMPLOYEE_DOES_NOT_EXIST',
        message: 'Employee does not exist',
      }),
    });
    const failure = await run().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as Error).message).toBe('Upload failed: Employee does not exist');
    expect(events).not.toContain('Uploading image 2/2');
  });

  it('fails when the storage refuses a block', async () => {
    const { run } = setup({}, async () => ({ ok: false, status: 500 }));
    await expect(run()).rejects.toThrow('Upload failed: the storage refused the upload (HTTP 500)');
  });

  it('fails with the network error of a block', async () => {
    const { run } = setup({}, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(run()).rejects.toThrow('Upload failed: Failed to fetch');
  });

  it('fails when there is no link', async () => {
    const { run } = setup({
      uploadLinks: async () => ok<UploadLinksResponse>({ thump_link: '', image_link: '', rcdd: 'R' }),
    });
    await expect(run()).rejects.toThrow(t.failed(t.noUploadLink));
  });

  it('stops quietly when cancelled or when the session ended', async () => {
    await expect(setup({ uploadLinks: async () => ({ kind: 'cancelled' }) }).run()).rejects.toBeInstanceOf(
      CaptureStopped,
    );
    await expect(setup({ uploadLinks: async () => ({ kind: 'invalid' }) }).run()).rejects.toBeInstanceOf(
      CaptureStopped,
    );
    const controller = new AbortController();
    controller.abort();
    await expect(setup().run(controller.signal)).rejects.toBeInstanceOf(CaptureStopped);
  });
});

describe('uploadFailureText', () => {
  it('puts a message in the spec text, or the unknown one', () => {
    expect(uploadFailureText(new Error('boom'))).toBe('Upload failed: boom');
    expect(uploadFailureText('disk full')).toBe('Upload failed: disk full');
    expect(uploadFailureText(new Error(''))).toBe('Upload failed: An unknown error occurred');
    expect(uploadFailureText(null)).toBe('Upload failed: An unknown error occurred');
    expect(uploadFailureText(new UploadError('Upload failed: x'))).toBe('Upload failed: x');
  });
});
