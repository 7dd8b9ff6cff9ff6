import { test } from 'node:test';
import {
  GUEST_PATHS,
  SIGNED_IN_PATHS,
  plan,
  startWalks,
  walkAndCheck,
  type Situation,
} from './route-walk';

// Every route of SPEC §2 at 320 px with the large font, in pt, en and zh-Hant, as a guest and as
// the demo visitor (route-walk.ts): the layout of each page.
const SITUATIONS = ['pt', 'en', 'zh-Hant'].flatMap((locale): Situation[] => [
  {
    name: `${locale}, 320 px, large font, a guest`,
    options: { width: 320, fontSize: 'large', locale },
    signedIn: false,
    plan: plan(['layout', GUEST_PATHS]),
  },
  {
    name: `${locale}, 320 px, large font, the demo visitor`,
    options: { width: 320, fontSize: 'large', locale },
    signedIn: true,
    plan: plan(['layout', SIGNED_IN_PATHS]),
  },
]);

startWalks();
for (const situation of SITUATIONS) {
  test(`every route, ${situation.name}`, (t) => walkAndCheck(t, situation));
}
