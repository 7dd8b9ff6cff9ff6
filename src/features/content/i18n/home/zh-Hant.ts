export const homeTabZhHant = {
  // Each language is named in itself, so these four strings are the same in every catalogue.
  home: {
    kicker: '1945 — 2025',
    title: '紀念中國人民抗日戰爭暨世界反法西斯戰爭勝利80週年',
    subtitle: '澳門展覽活動',
    explore: '展覽導覽',
    latestNews: '最新資訊',
    achievementsEntry: '徽章成就',
    viewAll: '查看全部',
    greeting: '你好，{name}',
    points: '積分 {points}',
    join: '註冊 / 登入，參與活動賺取積分',
  },
};

export type HomeTabMessages = typeof homeTabZhHant;
