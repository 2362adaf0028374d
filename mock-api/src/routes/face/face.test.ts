import { Paths } from '../../contract';
import { NO_SESSION, demo, editStore, ownAppUser, useDemoServer } from '../../testing/harness';
import { addEmployee } from './faceTesting';

const ctx = useDemoServer('admin');

const EMD = 'faceEmployee0001';
const vector = (from: number, length = 468) => Array.from({ length }, (_, index) => from + index / 1000);
const commit = (fields: object = {}) => ({
  empd: EMD,
  rcdd: 'someUpload',
  size: 1000,
  width: 150,
  height: 150,
  ...fields,
});

beforeEach(async () => await addEmployee(ctx.server, demo.app.appId, EMD));

describe('add face', () => {
  it('stores the face vectors of an employee and replaces them on the next capture', async () => {
    expect(await ctx.call(Paths.face.add, { empd: EMD, vector1: vector(0), vector2: vector(1) })).toEqual({
      status: 'OK',
    });
    expect(ctx.server.readDb().faces).toEqual([
      {
        id: 1,
        app_id: demo.app.appId,
        emd: EMD,
        vector1: vector(0),
        vector2: vector(1),
        created_at: '2026-03-01T08:00:00.000Z',
      },
    ]);
    ctx.server.clock.advance(60);
    expect(await ctx.call(Paths.face.add, { empd: EMD, vector1: [1, 2, 3], vector2: [4, 5, 6] })).toEqual({
      status: 'OK',
    });
    expect(ctx.server.readDb().faces).toEqual([
      {
        id: 1,
        app_id: demo.app.appId,
        emd: EMD,
        vector1: [1, 2, 3],
        vector2: [4, 5, 6],
        created_at: '2026-03-01T08:01:00.000Z',
      },
    ]);
  });

  it('answers VALIDATION_ERROR for missing or malformed vectors', async () => {
    const invalid = async (payload: object) => (await ctx.call(Paths.face.add, payload)).errors;
    expect(await invalid({ empd: EMD, vector2: [1] })).toEqual({ vector1: 'Invalid face vector' });
    expect(await invalid({ empd: EMD, vector1: [], vector2: [1] })).toEqual({ vector1: 'Invalid face vector' });
    expect(await invalid({ empd: EMD, vector1: ['x'], vector2: [1] })).toEqual({ 'vector1[0]': 'Invalid face vector' });
    expect(await invalid({ empd: EMD, vector1: vector(0, 5001), vector2: [1] })).toEqual({
      vector1: 'Invalid face vector',
    });
    expect(await invalid({ vector1: [1], vector2: [1] })).toEqual({ empd: 'Select valid employee' });
    expect(ctx.server.readDb().faces).toEqual([]);
  });
});

describe('face descriptors', () => {
  const descriptor = (from: number) => Array.from({ length: 128 }, (_, index) => from + index / 100_000);

  it('stores the descriptors of an employee, to four decimals, and replaces them on the next capture', async () => {
    const first = [descriptor(0.1), descriptor(-0.2)];
    expect(await ctx.call(Paths.face.descriptors, { empd: EMD, descriptors: first })).toEqual({ status: 'OK' });
    const stored = () => ctx.server.readDb().face_descriptors.filter((record) => record.emd === EMD);
    expect(stored()).toEqual([
      {
        id: 1,
        app_id: demo.app.appId,
        emd: EMD,
        descriptors: first.map((one) => one.map((value) => Math.round(value * 10_000) / 10_000)),
        created_at: '2026-03-01T08:00:00.000Z',
      },
    ]);
    expect(await ctx.call(Paths.face.descriptors, { empd: EMD, descriptors: [descriptor(0.3)] })).toEqual({
      status: 'OK',
    });
    expect(stored()).toHaveLength(1);
    expect(stored()[0]!.descriptors).toHaveLength(1);
    expect(stored()[0]!.descriptors[0]![0]).toBe(0.3);
  });

  it("answers 'Invalid face descriptor' unless there are 1 to 5 descriptors of 128 numbers", async () => {
    const invalid = async (descriptors: unknown) =>
      (await ctx.call(Paths.face.descriptors, { empd: EMD, descriptors })).errors;
    const message = 'Invalid face descriptor';
    expect(await invalid([])).toEqual({ descriptors: message });
    expect(await invalid(undefined)).toEqual({ descriptors: message });
    expect(await invalid([descriptor(0).slice(1)])).toEqual({ 'descriptors[0]': message });
    expect(await invalid([[...descriptor(0), 1]])).toEqual({ 'descriptors[0]': message });
    expect(await invalid([descriptor(0), ['x', ...descriptor(0).slice(1)]])).toEqual({ 'descriptors[1][0]': message });
    expect(await invalid(Array.from({ length: 6 }, () => descriptor(0)))).toEqual({ descriptors: message });
    expect(ctx.server.readDb().face_descriptors).toEqual([]);
  });

  it('goes with the employee', async () => {
    await ctx.call(Paths.face.descriptors, { empd: EMD, descriptors: [descriptor(0)] });
    expect((await ctx.call(Paths.employees.delete, { empd: EMD })).status).toBe('OK');
    expect(ctx.server.readDb().face_descriptors).toEqual([]);
  });
});

describe('face calls: the common opening', () => {
  const calls: [string, object][] = [
    [Paths.face.add, { empd: EMD, vector1: [1], vector2: [2] }],
    [Paths.face.descriptors, { empd: EMD, descriptors: [Array.from({ length: 128 }, () => 0.01)] }],
    [Paths.face.uploadLinks, { empd: EMD }],
    [Paths.face.confirmThumbnail, commit()],
    [Paths.face.confirmImage, commit({ width: 300, height: 300 })],
    [Paths.face.thumbnailLink, { empd: EMD }],
    [Paths.face.imageLink, { empd: EMD }],
  ];

  it('answers INVALID without a signed-in session', async () => {
    for (const [path, payload] of calls)
      expect((await ctx.server.call(path, payload, NO_SESSION)).body).toEqual({ status: 'INVALID' });
  });

  it('answers INVALID_USER_RIGHTS to users without EMPLOYEES and POSITIONS right 1 (the demo group user, the operations manager)', async () => {
    for (const [path, payload] of calls) {
      expect(await ctx.call(path, payload, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
      expect(await ctx.call(path, payload, ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    }
    expect(ctx.server.readDb().faces).toEqual([]);
    expect(ctx.server.readDb().photo_uploads).toEqual([]);
  });

  it('lets a group user with the right in', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups.find((group) => group.app_id === demo.app.appId)?.rights.push({ frm_id: 2, right_id: 1 });
      },
      { reading: ['user_groups'] },
    );
    expect(await ctx.call(Paths.face.add, { empd: EMD, vector1: [1], vector2: [2] }, ctx.sessions.group)).toEqual({
      status: 'OK',
    });
    expect(await ctx.call(Paths.face.thumbnailLink, { empd: EMD }, ctx.sessions.group)).toEqual({
      status: 'OK',
      thump_link: '',
    });
  });

  it('answers EMPLOYEE_DOES_NOT_EXIST for an empd the selected app does not have', async () => {
    const other = (payload: object) => ({ ...payload, empd: 'noSuchEmployee1' });
    for (const [path, payload] of calls)
      expect(await ctx.call(path, other(payload))).toEqual({ status: 'EMPLOYEE_DOES_NOT_EXIST' });
    // The employee of another app is unknown here too.
    const lerato = await ownAppUser(ctx.server, '27834460001', 'face@times.test', 'Face Rota');
    for (const [path, payload] of calls)
      expect(await ctx.call(path, payload, lerato)).toEqual({ status: 'EMPLOYEE_DOES_NOT_EXIST' });
    expect(ctx.server.readDb().photo_uploads).toEqual([]);
  });

  it('answers VALIDATION_ERROR for a payload without empd, and for confirm details out of range', async () => {
    for (const [path] of calls)
      expect((await ctx.call(path, {})).errors).toHaveProperty('empd', 'Select valid employee');
    const confirm = async (fields: object) => (await ctx.call(Paths.face.confirmThumbnail, commit(fields))).errors;
    expect(await confirm({ rcdd: ' ' })).toEqual({ rcdd: 'Invalid upload details' });
    expect(await confirm({ size: 0 })).toEqual({ size: 'Invalid upload details' });
    expect(await confirm({ size: 10 * 1024 * 1024 + 1 })).toEqual({ size: 'Invalid upload details' });
    expect(await confirm({ width: 'wide', height: 1.5 })).toEqual({
      width: 'Invalid upload details',
      height: 'Invalid upload details',
    });
  });

  it('answers VALIDATION_ERROR on rcdd for an upload that does not exist', async () => {
    const unknown = { status: 'VALIDATION_ERROR', errors: { rcdd: 'Invalid upload details' } };
    expect(await ctx.call(Paths.face.confirmThumbnail, commit())).toEqual(unknown);
    expect(await ctx.call(Paths.face.confirmImage, commit({ width: 300, height: 300 }))).toEqual(unknown);
  });
});

describe('photo links without a photo', () => {
  it("answers OK with '' links while the employee has no committed photo", async () => {
    expect(await ctx.call(Paths.face.thumbnailLink, { empd: EMD })).toEqual({ status: 'OK', thump_link: '' });
    expect(await ctx.call(Paths.face.imageLink, { empd: EMD })).toEqual({ status: 'OK', image_link: '' });
    // An upload that is started but not committed is no photo yet.
    expect((await ctx.call(Paths.face.uploadLinks, { empd: EMD })).status).toBe('OK');
    expect(await ctx.call(Paths.face.thumbnailLink, { empd: EMD })).toEqual({ status: 'OK', thump_link: '' });
  });
});
