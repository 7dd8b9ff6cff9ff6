import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: { code: number; msg: string; data: unknown } & Record<string, unknown>;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * The client side of the socket: on Linux every 127.x.y.z is loopback, so 127.0.0.2 is
   * "another address" for the server's per-address limits.
   */
  localAddress?: string;
}

/**
 * A request through node:http, which (unlike fetch) sends any Host header and binds the socket to
 * a chosen local address.
 */
export function rawCall(url: string, request: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: request.method ?? 'GET',
        headers: request.headers,
        localAddress: request.localAddress,
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: RawAnswer['body'];
          try {
            body = JSON.parse(text);
          } catch {
            body = { code: Number.NaN, msg: text, data: undefined };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    req.on('error', reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

export const jsonBody = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** A GET as sent on the wire: the body's bytes as they came, not decompressed (fetch would). */
export function getBytes(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(
        url,
        { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
    },
  );
}
