import type { BadgesMessages } from './zh-Hant';

export const badgesEn: BadgesMessages = {
  earnedCount: '{earned} of {total} badges earned',
  earnedOn: 'Earned on {date}',
  earned: 'Earned',
  locked: 'Not yet earned',
  rules: 'Badge rules',
  empty: 'No badges yet',
  other: 'Other',
};
