import { backup, restore } from './backup';

// `npm run backup -- <file>` / `npm run restore -- <file>` (package.json): the first argument
// names the command, the rest is the user's.
const [command, ...args] = process.argv.slice(2);
const run = command === 'restore' ? restore : backup;
run(args, process.env, (line) => process.stdout.write(`${line}\n`))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`${command} failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
