// The decode worker's entry: a worker thread starts without the TypeScript loader the server
// runs under (tsx, or babel in jest), so it registers tsx's before loading decode-worker.ts.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)('./decode-worker.ts');
