// A journey that fails is run once more, with the first failure printed: a real break fails twice,
// a one-off hiccup of the 2-core CI machine (a slow first paint, a socket closed under load) shows in the log.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
