export const contentZhHant = {
  webviewRefused: '此網址不在允許開啟的網站名單內，為保障你的安全，未有開啟。',
  webviewMissing: '沒有要開啟的網址。',
  webviewFailed: '這個網頁暫時無法開啟，請檢查網絡後重試。',
  webviewHost: '網站：{host}',
  notFoundText: '你要找的頁面不存在或已移除，請檢查網址，或返回首頁。',
};

export type ContentMessages = typeof contentZhHant;
