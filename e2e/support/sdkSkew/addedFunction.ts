/** The function the newer minor SDK of the version-skew fixture adds, and what it answers. */
export const ADDED_FUNCTION_RESULT = 'sdkAddedFunction ran: the remote uses the SDK it was built against';

export function sdkAddedFunction(): string {
  return ADDED_FUNCTION_RESULT;
}
