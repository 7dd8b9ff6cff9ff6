import Taro from '@tarojs/taro';

/**
 * Calls back when the device has a network again (issue #21): on H5 the window's `online` event,
 * in the mini-program Taro.onNetworkStatusChange with isConnected. Returns the unsubscribe.
 */
export function onNetworkBack(callback: () => void): () => void {
  // Read through a variable: the jest transformer rewrites an in-place comparison (platform.ts).
  const env = process.env.TARO_ENV;
  if (env === 'h5' && typeof window !== 'undefined') {
    window.addEventListener('online', callback);
    return () => window.removeEventListener('online', callback);
  }
  const listener = (result: { isConnected: boolean }) => {
    if (result.isConnected) callback();
  };
  Taro.onNetworkStatusChange(listener);
  return () => Taro.offNetworkStatusChange?.(listener);
}
