import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, buildApp } from './app';
import type { ServerConfigInput } from './config';

export interface StartOptions extends ServerConfigInput {
  /** 0 picks a free port (tests, the bench, the browser harness). */
  port?: number;
  host?: string;
  /** Environment to read defaults from; tests pass {} so the machine's variables do not leak in. */
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:10086 */
  origin: string;
  /** origin + /exhibition-api */
  apiBase: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { port = 10086, host = '127.0.0.1', env = process.env, ...config } = options;
  const app = await buildApp(config, env);
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const origin = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
  return {
    app,
    origin,
    apiBase: `${origin}${API_PREFIX}`,
    port: address.port,
    close: () => app.close(),
  };
}

export { buildApp, API_PREFIX };
export type { ServerConfigInput };
