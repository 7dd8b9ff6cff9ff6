import type { Id, Localized } from '@/shared/api/types';

export interface ArSite extends Localized<'name'> {
  id: Id;
  cover?: string;
  latitude?: number;
  longitude?: number;
  /** URL opened in the web view for the AR scene. */
  link?: string;
  sort?: number;
}
