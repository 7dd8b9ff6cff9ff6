import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { inlineScriptHashes } from '../../plugins/h5-security';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The console documents' policy (issue #23): scripts from this origin only (and the index's
 * inline scripts by hash), calls to this origin only, never framed. Styles stay open to inline
 * (the UI library injects its style elements), as for the H5 documents.
 */
export function consoleSecurityHeaders(config: ServerConfig, html: string): Record<string, string> {
  const pictures = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${pictures.join(' ')}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cache-control': 'no-cache',
  };
}

/**
 * The .br or .gz that `npm run build:admin` wrote beside a file (scripts/lib/precompress.mjs),
 * when the browser takes that encoding (issue #29: the console was sent uncompressed).
 */
function precompressed(file: string, accepted: string): { name: string; file: string } | null {
  const takes = (name: string) =>
    accepted.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      return token === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  for (const [name, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (takes(name) && fs.existsSync(file + suffix)) return { name, file: file + suffix };
  }
  return null;
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The operators' console is not built / 管理後台尚未建置</h1>
<p>Run <code>npm run build:admin</code>; the API is under <code>/exhibition-api/admin</code>.</p>
</body></html>`;

/**
 * Serves the built console (dist/admin) at /admin: its files, and its index.html for any other
 * path below /admin (the console's own routes). Read at request time, so a build made while the
 * server runs is served.
 */
export async function serveAdminConsole(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const root = config.admin.dir ? path.resolve(config.admin.dir) : undefined;

  const sendIndex = (reply: FastifyReply) => {
    const index = root ? path.join(root, 'index.html') : undefined;
    const html = index && fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : NOT_BUILT;
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .headers(consoleSecurityHeaders(config, html))
      .send(html);
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const rest = (req.params as { '*'?: string })['*'] ?? '';
    if (root && rest) {
      const file = path.resolve(root, rest.split('?')[0]);
      if (
        file.startsWith(root + path.sep) &&
        fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        const ext = path.extname(file).toLowerCase();
        if (ext === '.html') return sendIndex(reply);
        reply
          .type(TYPES[ext] ?? 'application/octet-stream')
          .header(
            'cache-control',
            /[-.][A-Za-z0-9_]{8,}\.(js|css|woff2?|svg|png)$/.test(file)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        const encoding = precompressed(file, String(req.headers['accept-encoding'] ?? ''));
        if (/\.(js|mjs|css|json|svg|txt|map)$/.test(ext)) reply.header('vary', 'Accept-Encoding');
        if (!encoding) return reply.send(fs.createReadStream(file));
        return reply
          .header('content-encoding', encoding.name)
          .send(fs.createReadStream(encoding.file));
      }
      // A missing asset keeps its 404; any other path is a console route.
      if (/\.[a-z0-9]{1,8}$/i.test(rest)) return reply.callNotFound();
    }
    return sendIndex(reply);
  };
  app.get('/admin', handler);
  app.get('/admin/*', handler);
}
