import type { HomeTabMessages } from './zh-Hant';

export const homeTabZhHans: HomeTabMessages = {
  home: {
    kicker: '1945 — 2025',
    title: '纪念中国人民抗日战争暨世界反法西斯战争胜利80周年',
    subtitle: '澳门展览活动',
    explore: '展览导览',
    latestNews: '最新资讯',
    achievementsEntry: '徽章成就',
    viewAll: '查看全部',
    greeting: '你好，{name}',
    points: '积分 {points}',
    join: '注册 / 登录，参与活动赚取积分',
  },
};
