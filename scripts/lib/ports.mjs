/** TCP port helpers: free-port lookup, in-use check, wait until a port answers. */
import net from 'node:net';

/** A port the OS considers free right now on host. */
export function getFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves true when nothing listens on host:port (we can bind it), false otherwise. */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** One TCP connect attempt: resolves true if something accepts on host:port. */
export function canConnect(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Poll until host:port accepts connections.
 * @param {number} port
 * @param {string} [host]
 * @param {{ timeoutMs?: number, intervalMs?: number, abort?: () => (Error|undefined) }} [options]
 *   abort is checked on every poll: return an Error to stop waiting (e.g. the child process died).
 */
export async function waitForPort(port, host = '127.0.0.1', { timeoutMs = 30_000, intervalMs = 100, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort?.();
    if (reason) throw reason;
    if (await canConnect(port, host)) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on ${host}:${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
