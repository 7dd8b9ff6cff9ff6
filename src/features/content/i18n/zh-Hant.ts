export const contentZhHant = {
  webviewRefused: '此網址不在允許開啟的網站名單內，為保障你的安全，未有開啟。',
  webviewMissing: '沒有要開啟的網址。',
  webviewHost: '網站：{host}',
};

export type ContentMessages = typeof contentZhHant;
