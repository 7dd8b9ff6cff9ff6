import type { NewsItem } from './types';
import { urlOf } from '@/routes';
import { pickField } from '@/shared/i18n';

export interface NewsShareInfo {
  title: string;
  imageUrl?: string;
  /** The story's page with its id, as a shared card or link opens it. */
  path: string;
}

/** What a share of a story carries; the platform share itself is wired by the share domain. */
export function shareInfo(item: NewsItem): NewsShareInfo {
  return {
    title: pickField(item, 'title'),
    // WeChat draws a card's picture from PNG or JPG only: the server's share picture, not the cover.
    imageUrl: item.shareImage,
    path: `${urlOf('newsDetail')}?id=${item.id}`,
  };
}
