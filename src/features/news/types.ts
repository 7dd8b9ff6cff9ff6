import type { Id, IsoDateTime, Localized, LocalizedOptional, PageQuery } from '@/shared/api/types';

// News and activities

export interface NewsCategory {
  id: Id;
  nameZht: string;
  nameZhs?: string;
  namePt?: string;
  nameEn?: string;
  /** 'news' or 'activity': the activity zone is the news feed filtered to activity categories. */
  kind?: 'news' | 'activity';
  sort?: number;
}

/** Lists carry no `content*` (server/API.md); the detail call (GET /exhibitionNews/app/:id) does. */
export interface NewsItem
  extends Localized<'title'>, LocalizedOptional<'summary'>, Partial<LocalizedOptional<'content'>> {
  id: Id;
  cover: string;
  /** A PNG or JPG picture for a share card (WeChat draws no other kind); absent when none. */
  shareImage?: string;
  categoryId: Id;
  publishedAt: IsoDateTime;
  views: number;
  /** A story or an activity (a lecture...): each opens its own page (issue #21). */
  kind?: 'news' | 'activity';
}

/** A story as its detail answers it: signed in, the visitor's favourite on it, if kept. */
export interface NewsStory extends NewsItem {
  favouriteId?: Id;
}

/** Activities are news items in an activity category (see api/news.ts); extra fields optional. */
export interface Activity extends NewsItem {
  startAt?: IsoDateTime;
  endAt?: IsoDateTime;
  location?: string;
}

export interface NewsPageQuery extends PageQuery {
  categoryId?: Id;
  keyword?: string;
  /** 'activity' narrows to activity categories. */
  kind?: 'news' | 'activity';
}

export interface Advert {
  id: Id;
  image: string;
  link?: string;
  typeId?: Id;
}

export interface LayoutBlock {
  id: Id;
  code: string;
  [field: string]: unknown;
}

export interface NewsWord {
  id: Id;
  word: string;
}
