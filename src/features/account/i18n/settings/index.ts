import { registerDomain } from '@/shared/i18n/core';
import { settingsEn } from './en';
import { settingsPt } from './pt';
import { settingsZhHans } from './zh-Hans';
import { settingsZhHant } from './zh-Hant';
import type { SettingsMessages } from './zh-Hant';

export const SETTINGS_CATALOGUES = {
  'zh-Hant': settingsZhHant,
  'zh-Hans': settingsZhHans,
  pt: settingsPt,
  en: settingsEn,
};

registerDomain('settings', SETTINGS_CATALOGUES);

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    settings: SettingsMessages;
  }
}
