export const SRC: string;
export function sourceFiles(dir?: string): string[];
export function resolveImport(fromFile: string, specifier: string): string | undefined;
export function runtimeImports(file: string): string[];
export function reachableFrom(file: string): Set<string>;
export function fromSrc(path: string): string;
export function roomOf(path: string): string;
