import Taro from '@tarojs/taro';

export interface NavBarLayout {
  /** Height of the system status bar above the bar, in px. */
  statusBarHeight: number;
  /** Height of the bar itself, in px. */
  barHeight: number;
  /** Space kept free on the right for the mini-program's capsule button, in px. */
  capsuleGap: number;
}

let cached: NavBarLayout | undefined;

/**
 * The mini-program's bar (H5: layout.h5.ts) lines up with the capsule button: same vertical centre, and the
 * title never runs under it. Values are read once; they do not change while the app runs.
 */
export function navBarLayout(): NavBarLayout {
  if (cached) return cached;
  try {
    const windowInfo = Taro.getWindowInfo ? Taro.getWindowInfo() : Taro.getSystemInfoSync();
    const statusBarHeight = windowInfo.statusBarHeight ?? 20;
    const capsule = Taro.getMenuButtonBoundingClientRect();
    const barHeight = (capsule.top - statusBarHeight) * 2 + capsule.height;
    cached = {
      statusBarHeight,
      barHeight: barHeight > 0 ? barHeight : 44,
      capsuleGap: Math.max(windowInfo.windowWidth - capsule.left, 0),
    };
  } catch {
    cached = { statusBarHeight: 20, barHeight: 44, capsuleGap: 96 };
  }
  return cached;
}
