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
// every route and not-found, and the tap targets of the routes a guest may open; as the demo
// visitor, each route opens at its own path and each alias, axe on the signed-in routes and the
// tabs, and the tap targets of every route.
const SITUATIONS: Situation[] = [
  {
    name: 'zh-Hant, 390 px, a guest',
    options: {},
    signedIn: false,
    plan: plan(['axe', [...ROUTES.map(bare), '/no/such/page']], ['targets', GUEST_PATHS]),
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
