/** WeChat's scene for a page opened from Moments in single-page mode. */
export const MOMENTS_SINGLE_PAGE_SCENE = 1154;

/** H5 has no single-page mode: that is the mini-program opened from Moments (moments.ts). */
export function isSinglePageMode(): boolean {
  return false;
}
