/** `npm run worker` as its own process for a test: started on a Redis, ready once it says so. */
import { startTsProcess } from './tsProcess';
import type { TsProcess } from './tsProcess';

export type WorkerProcess = TsProcess;

export const startWorkerProcess = (redisUrl: string, env: Record<string, string> = {}): Promise<WorkerProcess> =>
  startTsProcess('mock-api/src/worker.ts', {
    env: { REDIS_URL: redisUrl, ...env },
    readyText: 'Worker ready',
    what: 'the calculation worker',
  });
