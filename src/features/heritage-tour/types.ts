import type { Id, LocalizedOptional, Localized } from '@/shared/api/types';

export interface ArSite extends Localized<'name'>, Partial<LocalizedOptional<'description'>> {
  id: Id;
  cover?: string;
  latitude?: number;
  longitude?: number;
  /** The site's experience: an https page (opened in the web view) or a page of this app. */
  link?: string;
  sort?: number;
}
