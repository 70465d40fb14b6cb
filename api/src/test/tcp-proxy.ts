import { once } from 'node:events';
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** "The database stopped": refuses new connections and drops every open one. */
  cut(): Promise<void>;
  /** "The database is back": accepts on the same port again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay between the API and a real server (e.g. PostgreSQL), so a test can take the database away and bring
 * it back for this one API process without touching the server others share.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: async () => {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: async () => {
      if (server.listening) await cut();
    },
  };
}
