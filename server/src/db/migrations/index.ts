import type { Migration } from '../migrate';
import { accounts } from './0001-accounts';
import { content } from './0002-content';
import { contest } from './0003-contest';
import { points } from './0004-points';
import { exhibition } from './0005-exhibition';
import { abuseCaps } from './0006-abuse-caps';
import { quiz } from './0007-quiz';
import { newsFavourites } from './0008-news-favourites';
import { readMission } from './0009-read-mission';
import { shareMission } from './0010-share-mission';
import { ownerCodes } from './0011-owner-codes';
import { arRadius } from './0012-ar-radius';
import { exhibitLanguages } from './0013-exhibit-languages';
import { operators } from './0014-operators';
import { knownAddresses } from './0015-known-addresses';
import { hallLanguages } from './0016-hall-languages';
import { phoneNormalForm } from './0017-phone-normal-form';
import { contestRulesLength } from './0018-contest-rules-length';
import { quizRetryRule } from './0019-quiz-retry-rule';
import { operatorGuards } from './0020-operator-guards';

// Append only: a released step never changes, a fix is a new step with the next number.
export const migrations: readonly Migration[] = [
  { version: 1, name: 'accounts', up: accounts },
  { version: 2, name: 'content', up: content },
  { version: 3, name: 'contest', up: contest },
  { version: 4, name: 'points', up: points },
  { version: 5, name: 'exhibition', up: exhibition },
  { version: 6, name: 'abuse-caps', up: abuseCaps },
  { version: 7, name: 'quiz', up: quiz },
  { version: 8, name: 'news-favourites', up: newsFavourites },
  { version: 9, name: 'read-mission', up: readMission },
  { version: 10, name: 'share-mission', up: shareMission },
  { version: 11, name: 'owner-codes', up: ownerCodes },
  { version: 12, name: 'ar-radius', up: arRadius },
  { version: 13, name: 'exhibit-languages', up: exhibitLanguages },
  { version: 14, name: 'operators', up: operators },
  { version: 15, name: 'known-addresses', up: knownAddresses },
  { version: 16, name: 'hall-languages', up: hallLanguages },
  { version: 17, name: 'phone-normal-form', up: phoneNormalForm },
  { version: 18, name: 'contest-rules-length', up: contestRulesLength },
  { version: 19, name: 'quiz-retry-rule', up: quizRetryRule },
  { version: 20, name: 'operator-guards', up: operatorGuards },
];
