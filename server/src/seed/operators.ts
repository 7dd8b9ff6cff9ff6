import { createOperator, operatorByAccount } from '../modules/admin';
import type { Role } from '../modules/admin';
import type { DbExecutor } from '../tables';

/**
 * One demo operator per role (issue #23), with a fixed password and a fixed TOTP secret, so that
 * `npm start` is a console one can sign in to at once and the browser journeys can compute the
 * second factor. Seeded with demo data only, never in production (NODE_ENV=production).
 */
export const DEMO_OPERATOR_PASSWORD = 'Demo-console-1';
/**
 * Its scrypt hash, made once (the password is public anyway): every test server seeds the demo
 * operators, and four hashes at each start would slow them all. The sign-in tests prove it.
 */
const DEMO_OPERATOR_PASSWORD_HASH =
  'scrypt$16384$8$1$Y29uc29sZS1kZW1vLXNhbHQ=$lU9xDVM0xom605rPNSMzRsetzoAzmEl2Fw6wxVOnMWbAT8dGILtP4jt9De1QMPwbBQLGwAfqMsoDFQycn6CIhg==';

export const DEMO_OPERATORS: readonly {
  account: string;
  name: string;
  role: Role;
  totpSecret: string;
}[] = [
  {
    account: '66000101',
    name: 'Demo moderator',
    role: 'moderator',
    totpSecret: 'CONSOLEDEMOMODERATORCONSOLEDEMOA',
  },
  {
    account: '66000102',
    name: 'Demo fulfilment',
    role: 'fulfilment',
    totpSecret: 'CONSOLEDEMOFULFILMENTCONSOLEDEMO',
  },
  {
    account: '66000103',
    name: 'Demo editor',
    role: 'editor',
    totpSecret: 'CONSOLEDEMOEDITORCONSOLEDEMOEDIT',
  },
  {
    account: '66000104',
    name: 'Demo admin',
    role: 'admin',
    totpSecret: 'CONSOLEDEMOADMINCONSOLEDEMOADMIN',
  },
];

/** Adds the demo operators that are missing (a database from before the console gets them too). */
export async function seedDemoOperators(db: DbExecutor, now: number): Promise<number> {
  const exists = async (account: string) => (await operatorByAccount(db, account)) !== undefined;
  let added = 0;
  for (const demo of DEMO_OPERATORS) {
    if (await exists(demo.account)) continue;
    try {
      await createOperator(db, {
        account: demo.account,
        name: demo.name,
        roles: [demo.role],
        password: { hash: DEMO_OPERATOR_PASSWORD_HASH },
        mustChangePassword: false,
        totpSecret: demo.totpSecret,
        now,
      });
      added += 1;
    } catch (error) {
      // Another process starting at once added it first.
      if (!(await exists(demo.account))) throw error;
    }
  }
  return added;
}
