import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFromEnv } from '../config';
import { DB_FILE_NAME, isUniqueViolation } from '../db/database';
import { openEngine } from '../db/engine';
import { oneTimePassword, createOperator } from '../modules/admin';
import { ROLES, type Role } from '../modules/admin';

const USAGE = `Usage: npm run admin:create -- --phone <digits> [--name <name>] [--role admin|moderator|fulfilment|editor]...
Creates an operator of the console in the server's database (DATABASE_URL when set, else
DATA_DIR, default ./data) and prints a one-time password.`;

/**
 * `npm run admin:create` (issue #23): the first admin, or any operator, from the command line.
 * The password is printed once, stored hashed only, and must be changed at the first sign-in;
 * the operator enrols a TOTP app at that sign-in too. Returns the exit code.
 */
export async function adminCreate(
  argv: string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void,
): Promise<number> {
  let values: { phone?: string; name?: string; role?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        phone: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const phone = values.phone?.replace(/[\s-]/g, '') ?? '';
  if (!/^\d{5,15}$/.test(phone)) {
    out(`--phone must be 5-15 digits.\n${USAGE}`);
    return 2;
  }
  const roles = (values.role ?? ['admin']).flatMap((r) => r.split(','));
  const unknown = roles.filter((r) => !ROLES.includes(r as Role));
  if (unknown.length > 0) {
    out(`Unknown role ${unknown.join(', ')}: one of ${ROLES.join(', ')}.`);
    return 2;
  }
  // The database the server would open with this environment (issue #31), migrated like it.
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  let database: ReturnType<typeof databaseFromEnv>;
  try {
    database = databaseFromEnv(env);
  } catch (error) {
    out((error as Error).message);
    return 2;
  }
  const engine = await openEngine({ dataDir, database: { ...database, poolSize: 1 } });
  try {
    const password = oneTimePassword();
    try {
      await createOperator(engine.kysely, {
        account: phone,
        name: values.name ?? '',
        roles: roles as Role[],
        password,
        mustChangePassword: true,
        now: Date.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        out(`An operator ${phone} exists already (an admin resets a password in the console).`);
        return 1;
      }
      throw error;
    }
    // The URL may carry a password: only its database and host are named.
    const where = database.url
      ? `the PostgreSQL database ${postgresName(database.url)} (DATABASE_URL)`
      : path.join(dataDir, DB_FILE_NAME);
    out(
      [
        `Operator ${phone} created (${roles.join(', ')}) in ${where}.`,
        `One-time password: ${password}`,
        'It is shown once and stored hashed: sign in at /admin, enrol an authenticator app, then',
        'choose a new password.',
      ].join('\n'),
    );
    return 0;
  } finally {
    await engine.close();
  }
}

const postgresName = (url: string) => {
  const { host, pathname } = new URL(url);
  return `${decodeURIComponent(pathname.slice(1))} on ${host}`;
};
