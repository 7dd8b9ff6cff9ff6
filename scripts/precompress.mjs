// `node scripts/precompress.mjs dist/h5`: run by `npm run build:h5` after Taro's build.
import path from 'node:path';
import { precompress } from './lib/precompress.mjs';

const dir = path.resolve(process.argv[2] ?? 'dist/h5');
const { count, raw, brotli } = precompress(dir);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} files in ${dir}: ${kb(raw)} → ${kb(brotli)} brotli`);
