// Source catalogue of the points centre and points records: the other locales are typed against it.
export const pointsZhHant = {
  balance: '我的積分',
  rules: '積分規則',
  missions: '任務',
  daily: '每日',
  once: '一次性',
  reward: '+{points} 積分',
  claim: '領取',
  go: '去完成',
  done: '已完成',
  claimOf: '領取「{name}」的積分',
  goTo: '前往完成「{name}」',
  earned: '獲得 {points} 積分',
  alreadyDone: '這項任務本期已完成',
  missionsEmpty: '暫時沒有任務',
  recordsEmpty: '還沒有積分記錄，完成任務即可賺取積分',
  balanceAfter: '結餘 {points}',
  earnedLabel: '獲得',
  spentLabel: '使用',
};

export type PointsMessages = typeof pointsZhHant;
