import type { ContentMessages } from './zh-Hant';

export const contentZhHans: ContentMessages = {
  webviewRefused: '此网址不在允许打开的网站名单内，为保障你的安全，未有打开。',
  webviewMissing: '没有要打开的网址。',
  webviewFailed: '这个网页暂时无法打开，请检查网络后重试。',
  webviewHost: '网站：{host}',
  notFoundText: '你要找的页面不存在或已移除，请检查网址，或返回首页。',
};
