import type { BadgesMessages } from './zh-Hant';

export const badgesZhHans: BadgesMessages = {
  earnedCount: '已获得 {earned} / {total} 枚徽章',
  earnedOn: '{date} 获得',
  earned: '已获得',
  locked: '未获得',
  rules: '徽章规则',
  empty: '暂时没有徽章',
  other: '其他',
};
