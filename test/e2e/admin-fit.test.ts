import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { loginDemo } from '../server/helpers/harness';
import {
  OPERATORS,
  openConsole,
  signInConsole,
  submitWork,
  totp,
  uploadPicture,
} from './admin-console';
import { RESOURCE_ACCESS } from '../../server/src/modules/admin/permissions';
import { startJourney, type Journey } from './harness';

// Issue #29: a console that fits a laptop and a phone. At 1280x800 no list is wider than the
// screen, a row's actions are on it and the menu takes a click; at 390x844 every list is cards
// and every form's Save is on the screen and takes a click. Every list the admin can open, and
// every form it can create or edit with.

/** Every list the admin can open: every resource of the one permission table but two pages. */
const LISTS = Object.keys(RESOURCE_ACCESS).filter(
  (resource) => resource !== 'dashboard' && resource !== 'exports',
);
const CREATE = [
  'gifts',
  'news',
  'news-categories',
  'carousels',
  'posters',
  'pages',
  'missions',
  'badges',
  'badge-types',
  'contests',
  'contest-groups',
  'ar-sites',
  'quiz-questions',
  'operators',
];
/** Forms that only edit (a rich text by its code). */
const EDIT_ONLY = ['rich-texts'];

let journey: Journey;
let workTitle: string;
/** One signed-in console for both widths (a TOTP code is good once: one sign-in per operator). */
let desk: Page;
before(async () => {
  journey = await startJourney();
  // A work waiting for review, so that the works list has a row with its actions.
  const visitor = await loginDemo(journey.server.apiBase);
  workTitle = `海邊的燈塔，一九四五年八月的夜晚與清晨 ${Date.now() % 100_000}`;
  // A work with its uploaded cover and a slogan at the 30-character limit (issue #27), as the app
  // sends it: the longest a list cell has to fit.
  const cover = await uploadPicture(journey, visitor.token);
  await submitWork(journey, visitor.token, {
    title: workTitle,
    slogan: '記住和平得來不易，記住每一位守護這座城市的普通人和那年夏天',
    cover,
  });
  await editorPastesALink();
  desk = await openConsole(journey, { width: 1280, height: 800 });
  await signInConsole(desk, OPERATORS.admin);
});
after(() => journey.close());

/**
 * An editor pastes a long link into a story's summary (through the operators' API, as the console
 * sends it): the audit log then holds a row whose before and after are long unbroken text.
 */
async function editorPastesALink(): Promise<void> {
  const api = `${journey.server.apiBase}/admin`;
  const json = { 'content-type': 'application/json' };
  const step1 = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      account: OPERATORS.editor.account,
      password: OPERATORS.editor.password,
    }),
  });
  const { challenge } = (await step1.json()) as { challenge: string };
  const step2 = await fetch(`${api}/auth/totp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ challenge, code: totp(OPERATORS.editor.secret) }),
  });
  const { csrfToken } = (await step2.json()) as { csrfToken: string };
  const cookie = (step2.headers.get('set-cookie') ?? '').split(';')[0];
  const news = (await (await fetch(`${api}/news?perPage=1`, { headers: { cookie } })).json()) as {
    data: { id: number }[];
  };
  const link =
    'https://www.gov.mo/zh-hant/news/commemorative-exhibition-of-the-80th-anniversary-of-the-victory-programme-and-opening-hours-2026';
  const saved = await fetch(`${api}/news/${news.data[0].id}`, {
    method: 'PUT',
    headers: { ...json, cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ summaryEn: `Programme and opening hours: ${link}` }),
  });
  assert.equal(saved.status, 200);
}

/** Opens a list and waits for its rows (or its "nothing here"), as an operator reads it. */
async function openList(page: Page, resource: string): Promise<void> {
  await page.goto(`${journey.base}/admin/#/${resource}`);
  await page
    .getByRole('row')
    .nth(1)
    .or(page.getByRole('main').getByRole('list').getByRole('listitem').first())
    .or(page.getByText(/^(尚無|沒有)/))
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`the ${resource} list did not show: ${error.message}`);
    });
}

const widths = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));

/** What sticks out on the right: the innermost elements past the screen's edge (for the report). */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    // No named functions in here: the test's compiler would name them with a helper the page
    // does not have.
    const edge = window.innerWidth + 1;
    return Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > edge &&
          !Array.from(element.children).some((child) => child.getBoundingClientRect().right > edge),
      )
      .slice(0, 5)
      .map((element) => {
        const name = String(element.getAttribute('class') ?? '').split(' ')[0];
        return `${element.tagName.toLowerCase()}${name ? `.${name}` : ''} ${Math.round(element.getBoundingClientRect().width)}px`;
      });
  });

/**
 * True once the button's middle is on the screen and a click there reaches it (as an operator
 * sees it when the form has settled, its lazily loaded editor included); false if it never is.
 */
async function takesClick(page: Page, name: string): Promise<boolean> {
  return page
    .waitForFunction(
      (label) => {
        // The button of the form now shown (a route change replaces the previous form's).
        const element = Array.from(document.querySelectorAll('button')).find(
          (button) => button.isConnected && button.textContent?.trim() === label,
        );
        if (!element) return false;
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
        // A disabled Save (nothing changed yet) lets the click through to its own toolbar;
        // anything else at that point covers it.
        const hit = document.elementFromPoint(x, y);
        return Boolean(hit && (hit === element || element.contains(hit) || hit.contains(element)));
      },
      name,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

test('at 1280x800 every list fits the screen, its actions are on it, and the menu takes a click', async () => {
  const wide: string[] = [];
  for (const resource of LISTS) {
    await openList(desk, resource);
    const { scroll, view } = await widths(desk);
    if (scroll > view) wide.push(`${resource} ${scroll}px`);
  }
  assert.deepEqual(wide, [], 'lists wider than the 1280 px screen');

  await openList(desk, 'works');
  const row = desk.getByRole('row').filter({ hasText: workTitle });
  for (const action of ['通過', '駁回']) {
    const box = await row.getByRole('button', { name: action }).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 1280, `${action} is on the screen`);
  }
  await openList(desk, 'audit-log');
  await desk.getByRole('menuitem', { name: '參賽作品' }).click();
  await desk.getByRole('row').filter({ hasText: workTitle }).waitFor();
});

test('at 390x844 every list is cards and every form has its Save on the screen', async () => {
  const phone = desk;
  await phone.setViewportSize({ width: 390, height: 844 });
  const problems: string[] = [];
  for (const resource of LISTS) {
    await openList(phone, resource);
    const { scroll, view } = await widths(phone);
    if (scroll > view) {
      problems.push(`${resource} list ${scroll}px wide: ${(await pastTheEdge(phone)).join(', ')}`);
    }
    if ((await phone.getByRole('table').count()) > 0) problems.push(`${resource} list is a table`);
  }
  const forms = [
    ...CREATE.map((resource) => `${resource}/create`),
    ...EDIT_ONLY.map((resource) => `${resource}/integral_rule`),
    'operators/1',
  ];
  for (const form of forms) {
    await phone.goto(`${journey.base}/admin/#/${form}`);
    // Its fields and its Save.
    await phone.getByRole('button', { name: '儲存', exact: true }).waitFor();
    await phone.getByRole('textbox').first().waitFor();
    const { scroll, view } = await widths(phone);
    if (scroll > view) problems.push(`${form} form ${scroll}px wide`);
    if (!(await takesClick(phone, '儲存'))) problems.push(`${form}: Save is not on the screen`);
  }
  assert.deepEqual(problems, []);
});
