import { loadFaceModel, resetFaceModelForTests } from '../faceModel';

const createFaceModel = jest.fn();
jest.mock('../faceModelRuntime', () => ({ createFaceModel: () => createFaceModel() }));

describe('loadFaceModel', () => {
  beforeEach(() => {
    resetFaceModelForTests();
    createFaceModel.mockReset();
  });

  it('loads the model once for the page', async () => {
    const model = { backend: 'wasm' };
    createFaceModel.mockResolvedValue(model);
    const [a, b] = await Promise.all([loadFaceModel(), loadFaceModel()]);
    expect(await loadFaceModel()).toBe(model);
    expect(a).toBe(model);
    expect(b).toBe(model);
    expect(createFaceModel).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    createFaceModel.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ backend: 'webgl' });
    await expect(loadFaceModel()).rejects.toThrow('offline');
    await expect(loadFaceModel()).resolves.toEqual({ backend: 'webgl' });
    expect(createFaceModel).toHaveBeenCalledTimes(2);
  });
});
