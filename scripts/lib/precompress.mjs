// Writes .br and .gz beside every text asset of a build, so the server (and any static host with
// gzip_static / brotli_static) sends compressed files without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** Compresses the text assets under `dir`; returns how many files and the bytes before/after. */
export function precompress(dir) {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file) || file.endsWith('.LICENSE.txt')) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
    raw += body.length;
    brotli += br.length;
  }
  return { count, raw, brotli };
}
