export const SRC: string;
export function sourceFiles(dir?: string): string[];
export type Platform = 'weapp' | 'h5';
export function resolveImport(
  fromFile: string,
  specifier: string,
  platform?: Platform,
): string | undefined;
export function runtimeImports(file: string, platform?: Platform): string[];
export function reachableFrom(file: string, platform?: Platform): Set<string>;
export function fromSrc(path: string): string;
export function roomOf(path: string): string;
