import { adminCreate } from './admin-create';

// `npm run admin:create -- --phone ...` (package.json): node --import tsx runs this file.
adminCreate(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`admin:create failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
