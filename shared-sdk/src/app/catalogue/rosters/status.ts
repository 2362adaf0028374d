/** Ours: the answers about a roster that is not ready, or not there. */
export const rosterStateMessages = {
  notFound: 'Roster not found',
  processing: 'This roster is still being calculated',
  failed: 'The calculation of this roster failed',
} as const;
