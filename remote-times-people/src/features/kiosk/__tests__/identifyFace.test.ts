import type { KioskEmployee } from '@times/shared-sdk';
import type { DetectedFace, FaceDescription } from '../../face/faceTypes';
import { MIN_BRIGHTNESS, lookOnce } from '../identifyFace';
import type { LookDeps } from '../identifyFace';

const face = { keypoints: [], box: { xMin: 0, yMin: 0, xMax: 1, yMax: 1, width: 1, height: 1 } } as DetectedFace;
const along = (axis: number): number[] => Array.from({ length: 128 }, (_, i) => (i === axis ? 1 : 0));
const thabo: KioskEmployee = {
  empd: 'EMP-1',
  name: 'Thabo',
  surname: 'Nkosi',
  employee_number: 'E1001',
  clocked_in: 0,
  descriptors: [along(0)],
};

function deps(faces: DetectedFace[], descriptor = along(0), brightness = 120): LookDeps & { described: number } {
  const looked = {
    described: 0,
    estimate: async () => faces,
    describe: async (): Promise<FaceDescription> => {
      looked.described += 1;
      return { descriptor, brightness, crop: {} as HTMLCanvasElement };
    },
    photoOf: () => 'data:image/jpeg;base64,PHOTO',
  };
  return looked;
}

describe('one look of the kiosk camera', () => {
  it('recognises the one face in good light among the enrolled, with its photo', async () => {
    expect(await lookOnce(deps([face]), [thabo])).toEqual({
      kind: 'match',
      employee: thabo,
      photo: 'data:image/jpeg;base64,PHOTO',
    });
  });

  it('tells no face and several faces without describing any', async () => {
    const none = deps([]);
    expect(await lookOnce(none, [thabo])).toEqual({ kind: 'none' });
    const several = deps([face, face]);
    expect(await lookOnce(several, [thabo])).toEqual({ kind: 'several' });
    expect(none.described + several.described).toBe(0);
  });

  it('does not trust a face too dark to see, nor guess a face nobody matches', async () => {
    expect(await lookOnce(deps([face], along(0), MIN_BRIGHTNESS - 1), [thabo])).toEqual({ kind: 'dark' });
    expect(await lookOnce(deps([face], along(5)), [thabo])).toEqual({ kind: 'unknown' });
  });
});
