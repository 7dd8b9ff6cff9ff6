import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

// The app's own import graph, read as text: which src/ file imports which. Tests use it to prove
// where code lands (a route's screen and everything it pulls in) without building.

export const SRC = normalize(join(__dirname, '../../../src'));

export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const SPECIFIER = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The src/ file an import specifier names, or undefined for a package or a stylesheet. */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(fromFile), specifier));
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : undefined;
  return CANDIDATES.map((ext) => base + ext).find((path) => existsSync(path));
}

/** What a file imports at run time (type-only imports left out: they cost nothing). */
export function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .filter(([statement]) => !/^(import|export)\s+type\s/.test(statement))
    .map(([, specifier]) => resolveImport(file, specifier))
    .filter((path): path is string => path !== undefined);
}

/** Every src/ file a file pulls in at run time, itself included. */
export function reachableFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...runtimeImports(next));
  }
  return seen;
}

export const fromSrc = (path: string) => relative(SRC, path);
