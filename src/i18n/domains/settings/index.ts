import { registerDomain } from '../../core';
import { settingsEn } from './en';
import { settingsPt } from './pt';
import { settingsZhHans } from './zh-Hans';
import { settingsZhHant } from './zh-Hant';

export const SETTINGS_CATALOGUES = {
  'zh-Hant': settingsZhHant,
  'zh-Hans': settingsZhHans,
  pt: settingsPt,
  en: settingsEn,
};

registerDomain('settings', SETTINGS_CATALOGUES);
