import type { Id, IsoDateTime, Localized } from '@/shared/api/types';

// Content

export interface Poster {
  id: Id;
  image: string;
  title?: string;
  /** A page path or https URL opened on tap. */
  link?: string;
  sort?: number;
}

export interface Carousel {
  id: Id;
  image: string;
  titleZht?: string;
  titleZhs?: string;
  titlePt?: string;
  titleEn?: string;
  link?: string;
  sort: number;
}

/** Fixed rich-text pages (agreement, privacy, rules...), HTML in the four languages. */
export interface PageInfo extends Localized<'title'>, Localized<'content'> {
  id: Id;
  updatedAt?: IsoDateTime;
}

export interface Asset {
  id: Id;
  url: string;
  name?: string;
  type?: string;
}

export interface Channel {
  id: Id;
  name: string;
  code?: string;
}

export interface RoomUserToken {
  token: string;
  roomId?: string;
  userId?: string;
}
