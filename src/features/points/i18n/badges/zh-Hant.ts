// Source catalogue of the badges and achievements screen: the other locales are typed against it.
export const badgesZhHant = {
  earnedCount: '已獲得 {earned} / {total} 枚徽章',
  earnedOn: '{date} 獲得',
  earned: '已獲得',
  locked: '未獲得',
  rules: '徽章規則',
  empty: '暫時沒有徽章',
  other: '其他',
};

export type BadgesMessages = typeof badgesZhHant;
