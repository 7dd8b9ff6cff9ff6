import type { AddressMessages } from './address/zh-Hant';
import type { ProfileMessages } from './profile/zh-Hant';
import type { SettingsMessages } from './settings/zh-Hant';

/**
 * Namespaces whose text ships with the screens that use them (their sub-package on the
 * mini-program, their page chunk on H5) instead of with the first script. A file that uses a key
 * of one imports `@/i18n/domains/<name>`, which registers it (test/unit/i18n/domains.test.ts).
 */
export interface DomainMessages {
  profile: ProfileMessages;
  address: AddressMessages;
  settings: SettingsMessages;
}

export type DomainName = keyof DomainMessages;
