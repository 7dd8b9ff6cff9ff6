import { getPageInstance } from '@tarojs/runtime';

/** What the page answers when the visitor shares it (the mini-program's page handlers). */
export function shareHandler(
  lifecycle: 'onShareAppMessage' | 'onShareTimeline',
): Record<string, string | undefined> {
  const instance = getPageInstance('taro-app') as unknown as Record<string, unknown> | undefined;
  const registered = instance?.[lifecycle];
  const callbacks = Array.isArray(registered) ? registered : registered ? [registered] : [];
  if (callbacks.length === 0) throw new Error(`the page defines no ${lifecycle}`);
  return (callbacks.at(-1) as (payload: object) => Record<string, string | undefined>)({
    from: 'menu',
  });
}
