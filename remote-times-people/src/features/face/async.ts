/** Small promise helpers: every wait of the face screens can be cancelled and has an end. */

export function abortError(): DOMException {
  return new DOMException('The operation was aborted', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** `promise`, or a TimeoutError after `ms`, or an AbortError when `signal` aborts, whichever comes first. */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  signal?: AbortSignal,
  message = 'timed out',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = Number.isFinite(ms)
      ? setTimeout(() => finish(() => reject(new DOMException(message, 'TimeoutError'))), ms)
      : undefined;
    const onAbort = () => finish(() => reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    function finish(settle: () => void) {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      settle();
    }
    promise.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
