import { registerPackedDomains } from '@/shared/i18n/packed-domains';
import { myTabZhHant } from './zh-Hant';

// The mini-program (index.ts elsewhere): zh-Hant in the main package, the other languages from
// their locale pack in the `my` sub-package (config/locale-pack-sources.ts lists this file's).
registerPackedDomains(myTabZhHant);
