/** What the local services share: a free loopback port, and waiting for a server to say it is ready. */
import net from 'node:net';

/** A loopback port nothing listens on now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Polls `ready` every 50 ms for up to `ms`; throws with the server's own output otherwise. */
export async function waitFor(what: string, ready: () => boolean, output: () => string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) throw new Error(`${what} did not start in ${ms / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
