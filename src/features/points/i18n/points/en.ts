import type { PointsMessages } from './zh-Hant';

export const pointsEn: PointsMessages = {
  balance: 'My points',
  rules: 'Points rules',
  missions: 'Missions',
  daily: 'Daily',
  once: 'One-off',
  reward: '+{points} points',
  claim: 'Claim',
  go: 'Go',
  done: 'Done',
  claimOf: 'Claim the points of "{name}"',
  goTo: 'Go and do "{name}"',
  earned: 'You earned {points} points',
  alreadyDone: 'This mission is already done',
  missionsEmpty: 'No missions yet',
  recordsEmpty: 'No points yet. Complete missions to earn some.',
  balanceAfter: 'Balance {points}',
  earnedLabel: 'Earned',
  spentLabel: 'Spent',
};
