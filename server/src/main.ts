import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNT } from './seed/index';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from './seed/operators';
import { startServer } from './server';

/** PostgreSQL's URL without its password, for the banner (issue #31). */
function databaseShown(url: string): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return `PostgreSQL ${shown.toString()}`;
}

// The command-line entry (npm start runs it through scripts/start.mjs): environment in, a running
// server out, and a banner a person can read.
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 10086);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await startServer({ port: Number.isInteger(port) ? port : 10086, host });
  const { config } = server.app.ctx;
  const h5 = config.h5Dir && fs.existsSync(path.join(config.h5Dir, 'index.html'));
  const lines = [
    '',
    `  Victory 80 reference server: ${server.origin}/`,
    `  API:        ${server.apiBase}`,
    `  H5 app:     ${h5 ? server.origin + '/' : `not built (no ${config.h5Dir}/index.html)`}`,
    `  Database:   ${config.database.url ? databaseShown(config.database.url) : path.join(config.dataDir, 'app.db')}`,
    `  Demo login: ${DEMO_ACCOUNT.areaCode} ${DEMO_ACCOUNT.phone} / ${DEMO_ACCOUNT.password} (username ${DEMO_ACCOUNT.showName})`,
    `  Console:    ${server.origin}/admin${
      config.admin.dir && fs.existsSync(path.join(config.admin.dir, 'index.html'))
        ? ''
        : ` (not built: npm run build:admin; API at ${server.apiBase}/admin)`
    }`,
    ...(config.seed && !config.production
      ? DEMO_OPERATORS.map(
          (op) =>
            `    ${op.role.padEnd(10)} ${op.account} / ${DEMO_OPERATOR_PASSWORD}, TOTP secret ${op.totpSecret}`,
        )
      : []),
    config.sms.gatewayUrl
      ? '  SMS:        gateway ' + config.sms.gatewayUrl
      : '  SMS:        no gateway; codes are written to this log',
    config.devSmsOutbox ? `  Dev outbox: ${server.apiBase}/dev/sms-outbox` : '',
    '',
  ].filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1);
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: closing`);
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'close failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
