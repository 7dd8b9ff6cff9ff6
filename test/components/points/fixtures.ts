import type { Mission, PointsFlow } from '@/features/points';
import { ok } from '../support/harness';
import { normalize, queryAllByRole, textOf } from '../support/queries';

export const paged = <T>(list: T[], total = list.length, pageNo = 1, pageSize = 10) =>
  ok({ list, total, pageNo, pageSize });

export const CHECK_IN: Mission = {
  id: 2,
  nameZht: '每日簽到',
  nameZhs: '每日签到',
  namePt: 'Presença diária',
  nameEn: 'Daily check-in',
  descriptionZht: '每天到積分中心簽到一次。',
  descriptionZhs: '每天到积分中心签到一次。',
  descriptionPt: 'Marque presença uma vez por dia no centro de pontos.',
  descriptionEn: 'Check in at the points centre once a day.',
  points: 5,
  period: 'daily',
  completed: false,
  trigger: 'client',
  link: '/pages/points/points',
};

export const READ_NEWS: Mission = {
  id: 3,
  nameZht: '閱讀一篇新聞',
  nameZhs: '阅读一篇新闻',
  namePt: 'Ler uma notícia',
  nameEn: 'Read a news story',
  points: 5,
  period: 'daily',
  completed: false,
  trigger: 'client',
  link: '/pages/news/news',
};

export const VOTE: Mission = {
  id: 6,
  nameZht: '為標語作品投票',
  nameZhs: '为标语作品投票',
  namePt: 'Votar num slogan',
  nameEn: 'Vote for a slogan',
  points: 10,
  period: 'daily',
  completed: true,
  trigger: 'vote',
  link: '/pages/vote/vote',
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const FLOWS: PointsFlow[] = [
  {
    id: 9,
    amount: 5,
    balanceAfter: 1205,
    reason: 'Missão: Presença diária',
    createdAt: minutesAgo(2),
  },
  { id: 8, amount: -30, balanceAfter: 1200, reason: 'Troca: Postal x1', createdAt: minutesAgo(90) },
];

/** The list item (role listitem) that shows `text`: a mission, a ledger row, a gift, an order. */
export function itemWith(text: string): HTMLElement {
  const item = queryAllByRole('listitem').find((each) => textOf(each).includes(normalize(text)));
  if (!item) throw new Error(`no list item shows ${text}`);
  return item;
}
