import type { VoteGroup, VoteInfo, VotePlayer } from '@/features/contest';
import { ok } from '../support/harness';

export const paged = <T>(list: T[], total = list.length, pageNo = 1, pageSize = 10) =>
  ok({ list, total, pageNo, pageSize });

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export function voteInfo(change: Partial<VoteInfo> = {}): VoteInfo {
  return {
    id: 1,
    nameZht: '「銘記歷史・珍愛和平」標語創作大賽',
    nameZhs: '「铭记历史・珍爱和平」标语创作大赛',
    namePt: 'Concurso de slogans «Recordar a História, Valorizar a Paz»',
    nameEn: 'Slogan contest "Remember History, Cherish Peace"',
    startAt: at(-10 * DAY),
    endAt: at(5 * DAY + 3_600_000),
    rules: '',
    visits: 1234,
    votesPerDay: 5,
    votesPerWorkPerDay: 1,
    signUpStartAt: at(-20 * DAY),
    signUpEndAt: at(2 * DAY),
    ...change,
  };
}

export const GROUPS: VoteGroup[] = [
  {
    id: 1,
    voteId: 1,
    nameZht: '公開組',
    nameZhs: '公开组',
    namePt: 'Aberta',
    nameEn: 'Open',
    sort: 1,
  },
  {
    id: 2,
    voteId: 1,
    nameZht: '青少年組',
    nameZhs: '青少年组',
    namePt: 'Jovens',
    nameEn: 'Youth',
    sort: 2,
  },
];

export function work(id: number, change: Partial<VotePlayer> = {}): VotePlayer {
  return {
    id,
    voteId: 1,
    groupId: 1,
    userId: 100 + id,
    titleZht: `作品${id}`,
    titleZhs: `作品${id}`,
    titlePt: `Obra ${id}`,
    titleEn: `Work ${id}`,
    slogan: `Paz para sempre ${id}`,
    authorName: `Autor ${id}`,
    cover: `https://cdn.example/work-${id}.png`,
    votes: 10 * id,
    status: 'approved',
    createdAt: at(-DAY),
    ...change,
  };
}

export const WORKS = [work(3), work(2), work(1)];
