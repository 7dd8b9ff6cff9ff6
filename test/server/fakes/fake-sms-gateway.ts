import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A FAKE SMS gateway on loopback: it keeps what it is sent and can be told to fail. */
export interface FakeSmsGateway {
  url: string;
  apiKey: string;
  messages: { to: string; text: string; authorization: string }[];
  failing: boolean;
  /** The 6-digit code of the newest message to a number such as '+85361234567'. */
  lastCode(to: string): string;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(apiKey = 'fake-sms-key'): Promise<FakeSmsGateway> {
  const fake = { apiKey, messages: [], failing: false } as unknown as FakeSmsGateway;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      if (fake.failing || req.headers.authorization !== `Bearer ${apiKey}`) {
        res.writeHead(fake.failing ? 503 : 401, { 'content-type': 'application/json' });
        res.end('{"ok":false}');
        return;
      }
      const body = JSON.parse(raw) as { to: string; text: string };
      fake.messages.push({ ...body, authorization: String(req.headers.authorization) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  fake.lastCode = (to: string) => {
    const message = [...fake.messages].reverse().find((m) => m.to === to);
    const match = message ? /\b(\d{6})\b/.exec(message.text) : null;
    if (!match) throw new Error(`no SMS to ${to}`);
    return match[1];
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
