import { getPageInstance } from '@tarojs/runtime';
import { ok, settle, type Envelope } from '../support/harness';

// Shared by the programme screens' suites (news, activities, AR tour, exhibition, content).

export const paged = (list: unknown[], total = list.length, pageNo = 1, pageSize = 10): Envelope =>
  ok({ list, total, pageNo, pageSize });

/** Every Han character: a Portuguese or English screen must show none. */
export const HAN = /\p{Script=Han}/u;

/** What the page registered for reaching the bottom (the harness fires show and pull-down). */
export async function reachBottom(): Promise<void> {
  const instance = getPageInstance('taro-app') as unknown as Record<string, unknown> | undefined;
  const registered = instance?.onReachBottom;
  const callbacks = Array.isArray(registered) ? registered : registered ? [registered] : [];
  for (const callback of callbacks) (callback as () => void)();
  await settle();
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const CATEGORIES = [
  {
    id: 1,
    nameZht: '展覽消息',
    nameZhs: '展览消息',
    namePt: 'Exposição',
    nameEn: 'Exhibition',
    kind: 'news',
  },
  {
    id: 2,
    nameZht: '活動回顧',
    nameZhs: '活动回顾',
    namePt: 'Recapitulação',
    nameEn: 'Recap',
    kind: 'news',
  },
];

export function story(id: number, categoryId = 1, hours = 2) {
  return {
    id,
    titleZht: `新聞標題 ${id}`,
    titleZhs: `新闻标题 ${id}`,
    titlePt: `Notícia ${id}`,
    titleEn: `Story ${id}`,
    summaryZht: '摘要',
    summaryPt: 'Resumo',
    summaryEn: 'Summary',
    cover: `https://img.example/${id}.jpg`,
    categoryId,
    publishedAt: hoursAgo(hours),
    views: 12,
    kind: 'news',
  };
}
