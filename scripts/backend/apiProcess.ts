/** The mock API as `npm start` runs it (main.ts), as its own process on a free port, for the backend bench. */
import fs from 'node:fs';
import { freePort } from '../../mock-api/src/testing/services/processes';
import { startTsProcess } from '../../mock-api/src/testing/services/tsProcess';
import { API_NODE_FLAGS, apiMemoryEnv } from '../lib/apiMemory.mjs';
import { cpuSecondsOf } from './processCpu';

export interface ApiProcess {
  url: string;
  /** Resident memory now, in MB (Linux /proc); NaN where it cannot be read. */
  rssMb: () => number;
  /** User + system CPU so far, in seconds. */
  cpuSeconds: () => number;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const api = await startTsProcess('mock-api/src/main.ts', {
    env: {
      // As npm start runs it (stack.mjs): the allocator's settings.
      ...apiMemoryEnv(),
      MOCK_API_PORT: String(port),
      MOCK_API_DEMO: '0',
      MOCK_API_VISITOR_SESSIONS_PER_MINUTE: '100000',
      ...env,
    },
    nodeArgs: API_NODE_FLAGS,
    readyText: 'listening',
    what: 'the mock API',
  });
  return {
    url: `http://127.0.0.1:${port}`,
    rssMb: () => rssMbOf(api.pid),
    cpuSeconds: () => cpuSecondsOf(api.pid),
    output: api.output,
    stop: api.stop,
  };
}

/** A process's resident set (VmRSS of /proc/<pid>/status), in MB. */
function rssMbOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
