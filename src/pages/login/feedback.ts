import Taro from '@tarojs/taro';
import { TOAST_MS } from '@/utils/constants';

/**
 * A success toast. WeChat cuts a title beside the tick icon after about seven characters, so
 * longer (Portuguese, English) messages go without the icon rather than lose their end.
 */
export function toastSuccess(title: string): void {
  void Taro.showToast({
    title,
    icon: Array.from(title).length <= 7 ? 'success' : 'none',
    duration: TOAST_MS,
  });
}

export function toastInfo(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS });
}
