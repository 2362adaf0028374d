import { advanceSchedule, initialSchedule, scheduleDone, type ScheduleState } from '../sampleSchedule';

/** Feeds a sequence of frames (true = a face was found); returns the frame numbers (1-based) where samples were taken. */
function run(frames: boolean[]): { first?: number; second?: number; state: ScheduleState } {
  let state = initialSchedule;
  const taken: { first?: number; second?: number } = {};
  frames.forEach((face, i) => {
    const step = advanceSchedule(state, face);
    state = step.state;
    if (step.take) taken[step.take] = i + 1;
  });
  return { ...taken, state };
}

describe('the sample schedule', () => {
  it('takes the first sample after more than 9 frames with a face and the second after more than 30', () => {
    const result = run(Array(40).fill(true));
    expect(result.first).toBe(10);
    expect(result.second).toBe(31);
    expect(scheduleDone(result.state)).toBe(true);
  });

  it('takes nothing at 9 or 30 frames', () => {
    expect(run(Array(9).fill(true)).first).toBeUndefined();
    const thirty = run(Array(30).fill(true));
    expect(thirty.first).toBe(10);
    expect(thirty.second).toBeUndefined();
    expect(scheduleDone(thirty.state)).toBe(false);
  });

  it('counts only frames in which a face was found', () => {
    const frames = Array.from({ length: 80 }, (_, i) => i % 2 === 0); // a face every other frame
    const result = run(frames);
    expect(result.first).toBe(19); // the 10th frame with a face
    expect(result.second).toBe(61); // the 31st
  });

  it('takes each sample once', () => {
    const result = run(Array(100).fill(true));
    expect(result.state.framesWithFace).toBe(100);
    expect(result.second).toBe(31);
  });

  it('leaves the state as it is on a frame without a face', () => {
    const { state } = advanceSchedule(initialSchedule, false);
    expect(state).toBe(initialSchedule);
  });
});
