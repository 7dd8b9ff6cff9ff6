/** Writes .br and .gz beside every text asset under `dir` of at least 1 KB. */
export function precompress(dir: string): { count: number; raw: number; brotli: number };
