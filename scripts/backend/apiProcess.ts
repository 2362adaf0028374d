/** The mock API as `npm start` runs it (main.ts), as its own process on a free port, for the backend bench. */
import { freePort } from '../../mock-api/src/testing/services/processes';
import { startTsProcess } from '../../mock-api/src/testing/services/tsProcess';

export interface ApiProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const api = await startTsProcess('mock-api/src/main.ts', {
    env: {
      MOCK_API_PORT: String(port),
      MOCK_API_DEMO: '0',
      MOCK_API_VISITOR_SESSIONS_PER_MINUTE: '100000',
      ...env,
    },
    readyText: 'listening',
    what: 'the mock API',
  });
  return { url: `http://127.0.0.1:${port}`, output: api.output, stop: api.stop };
}
