/**
 * One status line for several sources of messages (swaps and moves, pins): the message of the
 * source that changed last, so a new change's text (or its clearing when it starts) replaces
 * whatever an earlier change of another kind left.
 */
import { useRef } from 'react';

export function useLatestMessage<M>(messages: readonly (M | null)[]): M | null {
  const seen = useRef<{ before: readonly (M | null)[]; latest: M | null }>({ before: messages, latest: null });
  const { before } = seen.current;
  const changed = messages.filter((message, index) => message !== before[index]);
  if (changed.length > 0) seen.current.latest = changed.find((message) => message !== null) ?? null;
  seen.current.before = messages;
  return seen.current.latest;
}
