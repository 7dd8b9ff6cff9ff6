import { registerDomain } from '@/shared/i18n/core';
import { voteTabEn } from './en';
import { voteTabPt } from './pt';
import { voteTabZhHans } from './zh-Hans';
import { voteTabZhHant, type VoteTabMessages } from './zh-Hant';

// Text of a main-package screen (vote): the mini-program carries it in the main
// package anyway, but on H5 it ships with that tab's page chunk instead of every first load.
registerDomain('vote', {
  'zh-Hant': voteTabZhHant.vote,
  'zh-Hans': voteTabZhHans.vote,
  pt: voteTabPt.vote,
  en: voteTabEn.vote,
});

export const VOTE_TAB_CATALOGUES = {
  'zh-Hant': voteTabZhHant,
  'zh-Hans': voteTabZhHans,
  pt: voteTabPt,
  en: voteTabEn,
};

declare module '@/shared/i18n/domains' {
  interface DomainMessages {
    vote: VoteTabMessages['vote'];
  }
}
