import { registerDomain } from '@/shared/i18n/core';
import { layerEn } from './en';
import { layerPt } from './pt';
import { layerZhHans } from './zh-Hans';
import { layerZhHant } from './zh-Hant';
import type { LayerMessages } from './zh-Hant';

export const LAYER_CATALOGUES = {
  'zh-Hant': layerZhHant,
  'zh-Hans': layerZhHans,
  pt: layerPt,
  en: layerEn,
};

registerDomain('layer', LAYER_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    layer: LayerMessages;
  }
}
