// The app's own import graph, read as text: which src/ file imports which at run time. The size
// report uses it to say where each domain's code lands (which packages' routes reach it), and
// the i18n tests to prove a namespace never reaches the main package, without a build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

// Read from the repository root, as every npm script and jest run (import.meta is not available
// once jest has turned this module into CommonJS).
export const SRC = normalize(join(process.cwd(), 'src'));

export function sourceFiles(dir = SRC) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const SPECIFIER = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// Taro picks `x.h5.ts` over `x.ts` when it builds H5, and `x.weapp.ts` when it builds the
// mini-program.
const H5_CANDIDATES = ['.h5.ts', '.h5.tsx', '/index.h5.ts', '/index.h5.tsx', ...CANDIDATES];
const WEAPP_CANDIDATES = [
  '.weapp.ts',
  '.weapp.tsx',
  '/index.weapp.ts',
  '/index.weapp.tsx',
  ...CANDIDATES,
];

/**
 * The src/ file an import specifier names, or undefined for a package or a stylesheet.
 * `platform` 'h5' resolves as the H5 build does (an `.h5` twin first), otherwise as the
 * mini-program build does.
 */
export function resolveImport(fromFile, specifier, platform = 'weapp') {
  let base;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(fromFile), specifier));
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : undefined;
  return (platform === 'h5' ? H5_CANDIDATES : WEAPP_CANDIDATES)
    .map((ext) => base + ext)
    .find((path) => existsSync(path));
}

/** What a file imports at run time (type-only imports left out: they cost nothing). */
export function runtimeImports(file, platform = 'weapp') {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .filter(([statement]) => !/^(import|export)\s+type\s/.test(statement))
    .map(([, specifier]) => resolveImport(file, specifier, platform))
    .filter((path) => path !== undefined);
}

/** Every src/ file a file pulls in at run time, itself included. */
export function reachableFrom(file, platform = 'weapp') {
  const seen = new Set();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...runtimeImports(next, platform));
  }
  return seen;
}

export const fromSrc = (path) => relative(SRC, path);

/** The room of the house a src/ file belongs to: features/<name>, shared, rules, pages or app. */
export function roomOf(path) {
  const parts = fromSrc(path).split('/');
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0] : 'app';
}
