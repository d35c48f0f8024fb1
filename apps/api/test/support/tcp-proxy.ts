// A TCP proxy a test can cut and restore, to play a database outage between the API and its
// PostgreSQL server: `cut()` stops listening (new connections are refused) and drops every open
// connection; `restore()` listens on the same port again. `hang()` accepts connections but never
// forwards a byte, as a frozen network or a stuck server would.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Listens (again) and forwards to the target. */
  restore(): Promise<void>;
  /** Refuses new connections and ends the open ones. */
  cut(): Promise<void>;
  /** Accepts connections and leaves them unanswered. */
  hang(): Promise<void>;
  close(): Promise<void>;
}

/** A port nothing listens on (taken from the system, then released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** `listening: false` reserves a port but starts refused, as a server that is not up yet. */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { listening?: boolean } = {},
): Promise<TcpProxy> {
  const port = await freePort();
  const open = new Set<Socket>();
  let mode: 'forward' | 'hang' = 'forward';
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    track(client);
    if (mode === 'hang') return;
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = () =>
    server.listening
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
  const stop = async () => {
    const closed = server.listening
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    for (const socket of open) socket.destroy();
    await closed;
  };
  if (options.listening !== false) await listen();
  return {
    port,
    async restore() {
      mode = 'forward';
      await listen();
    },
    cut: stop,
    async hang() {
      mode = 'hang';
      for (const socket of open) socket.destroy();
      await listen();
    },
    close: stop,
  };
}
