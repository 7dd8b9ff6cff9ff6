export const MB: number;
export const PACKAGE_LIMIT: number;
export const TOTAL_LIMIT: number;
export const PRIVATE_INFO_CALLS: string[];
export const USAGE: string;
export class ReleaseError extends Error {}
export interface ReleaseOptions {
  mode: 'upload' | 'preview' | 'dry-run';
  help: boolean;
  build: boolean;
  version: string;
  appid?: string;
  privateKeyPath?: string;
  robot?: number;
  desc?: string;
  apiBase?: string;
}
export function releaseOptions(
  argv: string[],
  env: Record<string, string | undefined>,
  context: { version: string; root: string },
): ReleaseOptions;
export function checkDist(
  dir: string,
  options?: { sourceDir?: string },
): { problems: string[]; notes: string[] };
export function distCarries(dir: string, apiBase: string): boolean;
export function notMinified(compiled: Record<string, unknown>): string[];
