import Taro from '@tarojs/taro';

/** WeChat's scene for a page opened from Moments in single-page mode. */
export const MOMENTS_SINGLE_PAGE_SCENE = 1154;

/**
 * A page opened from Moments runs in single-page mode: no login and most APIs unavailable, only
 * the page itself and WeChat's own bar to open the full mini-program.
 */
export function isSinglePageMode(): boolean {
  try {
    const options = Taro.getEnterOptionsSync?.() ?? Taro.getLaunchOptionsSync?.();
    return Number(options?.scene) === MOMENTS_SINGLE_PAGE_SCENE;
  } catch {
    return false;
  }
}
