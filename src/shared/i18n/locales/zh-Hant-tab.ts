// The tab labels in the source locale, apart from the catalogue so that app.config.ts (bundled
// into the H5 entry) does not carry a second copy of every string.
export const zhHantTab = {
  home: '首頁',
  news: '資訊',
  vote: '大賽',
  my: '我的',
};
