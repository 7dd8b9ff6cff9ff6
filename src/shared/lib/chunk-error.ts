/** The mini-program loads sub-packages itself and shows its own failure page. */
export function watchChunkErrors(): void {}
