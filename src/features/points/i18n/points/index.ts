import { registerDomain } from '@/shared/i18n/core';
import { pointsEn } from './en';
import { pointsPt } from './pt';
import { pointsZhHans } from './zh-Hans';
import { pointsZhHant } from './zh-Hant';
import type { PointsMessages } from './zh-Hant';

export const POINTS_CATALOGUES = {
  'zh-Hant': pointsZhHant,
  'zh-Hans': pointsZhHans,
  pt: pointsPt,
  en: pointsEn,
};

registerDomain('points', POINTS_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    points: PointsMessages;
  }
}
