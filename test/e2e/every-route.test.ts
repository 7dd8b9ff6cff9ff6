import { test } from 'node:test';
import { ROUTES } from '../../src/routes';
import {
  GUEST_PATHS,
  OPENED,
  SIGNED_IN_PATHS,
  bare,
  plan,
  startWalks,
  walkAndCheck,
  type Situation,
} from './route-walk';

// Every route of SPEC §2 in zh-Hant at the phone's 390 px (route-walk.ts): as a guest, axe on
// every route a guest may open and not-found, and their tap targets; as the demo visitor, each
// route opens at its own path and each alias, axe on the signed-in routes and the tabs, and the
// tap targets of every route. A guest at a signed-in route is shown the login page (SPEC §6;
// every signed-in route in issue9-auth-routes.test.tsx), scanned here once as a route of its own
// rather than once per signed-in route: twenty scans of one page, a fifth of the walks' time.
const SITUATIONS: Situation[] = [
  {
    name: 'zh-Hant, 390 px, a guest',
    options: {},
    signedIn: false,
    plan: plan(
      ['axe', [...ROUTES.filter((route) => !route.auth).map(bare), '/no/such/page']],
      ['targets', GUEST_PATHS],
    ),
  },
  {
    name: 'zh-Hant, 390 px, the demo visitor',
    options: {},
    signedIn: true,
    plan: plan(
      ['opens', OPENED.map(([path]) => path)],
      ['axe', ROUTES.filter((route) => route.auth || route.tab !== undefined).map(bare)],
      ['targets', SIGNED_IN_PATHS],
    ),
  },
];

startWalks();
for (const situation of SITUATIONS) {
  test(`every route, ${situation.name}`, (t) => walkAndCheck(t, situation));
}
