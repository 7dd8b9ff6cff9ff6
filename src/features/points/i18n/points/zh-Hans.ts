import type { PointsMessages } from './zh-Hant';

export const pointsZhHans: PointsMessages = {
  balance: '我的积分',
  rules: '积分规则',
  missions: '任务',
  daily: '每日',
  once: '一次性',
  reward: '+{points} 积分',
  claim: '领取',
  go: '去完成',
  done: '已完成',
  claimOf: '领取“{name}”的积分',
  goTo: '前往完成“{name}”',
  earned: '获得 {points} 积分',
  alreadyDone: '这项任务本期已完成',
  missionsEmpty: '暂时没有任务',
  recordsEmpty: '还没有积分记录，完成任务即可赚取积分',
  balanceAfter: '结余 {points}',
  earnedLabel: '获得',
  spentLabel: '使用',
};
