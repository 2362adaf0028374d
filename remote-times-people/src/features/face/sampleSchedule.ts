/**
 * When the face capture takes its landmark samples (spec: after more than 9 frames and after more
 * than 30 frames). Only frames in which a face was found count: the first sample is taken on the
 * 10th frame with a face, the second on the 31st.
 */
import { FaceCapture } from '@times/shared-sdk/app';

export interface ScheduleState {
  /** Analysed frames that had a face. */
  framesWithFace: number;
  firstTaken: boolean;
  secondTaken: boolean;
}

export type SampleToTake = 'first' | 'second' | null;

export const initialSchedule: ScheduleState = { framesWithFace: 0, firstTaken: false, secondTaken: false };

export function advanceSchedule(
  state: ScheduleState,
  faceFound: boolean,
  firstAfter: number = FaceCapture.FIRST_SAMPLE_AFTER,
  secondAfter: number = FaceCapture.SECOND_SAMPLE_AFTER,
): { state: ScheduleState; take: SampleToTake } {
  if (!faceFound) return { state, take: null };
  const framesWithFace = state.framesWithFace + 1;
  if (!state.firstTaken && framesWithFace > firstAfter) {
    return { state: { ...state, framesWithFace, firstTaken: true }, take: 'first' };
  }
  if (state.firstTaken && !state.secondTaken && framesWithFace > secondAfter) {
    return { state: { ...state, framesWithFace, secondTaken: true }, take: 'second' };
  }
  return { state: { ...state, framesWithFace }, take: null };
}

export function scheduleDone(state: ScheduleState): boolean {
  return state.firstTaken && state.secondTaken;
}
