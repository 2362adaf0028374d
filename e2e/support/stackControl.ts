/** Drives the running e2e stack (scripts/lib/stackControl.mjs): stop, start, redeploy a remote. */
async function control(path: string, body?: object): Promise<{ url?: string }> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: run the tests with npm run test:e2e');
  const send = () =>
    fetch(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  // A kept-alive socket the server closed meanwhile fails once; a second try opens a new one.
  const response = await send().catch(send);
  const result = (await response.json()) as { ok: boolean; error?: string; url?: string };
  if (!result.ok) throw new Error(`${path}: ${result.error}`);
  return result;
}

export const stopRemote = (name: string) => control(`/apps/${name}/stop`);
export const startRemote = (name: string, dir?: string) => control(`/apps/${name}/start`, dir ? { dir } : {});
export const setRemoteEntry = (name: string, entry: string) => control(`/manifest/${name}`, { entry });
export const serveExtra = async (dir: string): Promise<string> => (await control('/extra', { dir })).url ?? '';
