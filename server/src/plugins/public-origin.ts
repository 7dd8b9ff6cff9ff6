import os from 'node:os';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const WILDCARD = new Set(['0.0.0.0', '::', '']);

/** A LAN address a phone can reach when the server listens on every interface. */
function externalIPv4(): string | undefined {
  for (const addresses of Object.values(os.networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return undefined;
}

export function listeningOrigin(address: AddressInfo): string {
  let host = address.address;
  if (WILDCARD.has(host)) host = externalIPv4() ?? '127.0.0.1';
  if (host.startsWith('::ffff:')) host = host.slice(7);
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Picture URLs and the share-signature origin come from PUBLIC_URL and H5_ORIGIN, or else from the
 * address the server listens on; never from the request's Host (or X-Forwarded-Host) header, which
 * any client writes as it likes. Before the server listens (app.inject) the origin is
 * http://localhost.
 */
export function settlePublicOrigin(app: FastifyInstance): void {
  const { config } = app.ctx;
  const configuredUrl = config.publicUrl;
  const configuredOrigins = config.h5Origins.length > 0;
  const settle = (origin: string) => {
    if (!configuredUrl) config.publicUrl = origin;
    // The H5 app is served beside the API, so its pages live at the public origin.
    if (!configuredOrigins) config.h5Origins = [new URL(config.publicUrl ?? origin).origin];
  };
  settle('http://localhost');
  // A callback hook runs as listen() resolves, before any request of the caller's can arrive.
  app.addHook('onListen', (done) => {
    const address = app.server.address();
    if (address && typeof address === 'object') settle(listeningOrigin(address));
    done();
  });
}
