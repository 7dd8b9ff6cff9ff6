import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { startJourney, type Journey } from './harness';

// Issue #22, "The H5 app defends itself": the app works under the Content-Security-Policy the
// server sends with its documents; not one violation is reported on the way (guest and signed in).

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

/** Opens a path and waits for its calls to answer. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.taro_page').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Records every CSP violation the page reports, and every "Refused to" of the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => found.push(text));
  // A string, not a closure: tsx would add helpers the page does not have.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportViolation([event.violatedDirective, event.blockedURI, event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber, event.sample].join(' '));
  });`);
  return found;
}

test('the app starts, calls its API, shows pictures and navigates under its CSP, with no violation', async () => {
  const page = await journey.open('/');
  const violations = await watchViolations(page);
  const answer = await page.goto(journey.base + '/');
  const policy = (await answer?.headerValue('content-security-policy')) ?? '';
  assert.match(policy, /script-src 'self' 'sha256-/);
  assert.match(policy, /frame-ancestors 'none'/);

  // The first-screen script (inline, allowed by its hash) ran: home's calls left before the app's.
  await page.getByText('澳門展覽活動').waitFor();
  assert.equal(
    await page.evaluate('typeof window.__firstScreen'),
    'object',
    'first-screen script ran',
  );

  for (const path of ['/news', '/vote', '/pages/gift/gift', '/pages/activity/activity']) {
    await visit(page, journey.base + path);
  }
  await journey.signIn(page);
  for (const path of [
    '/pages/my/index',
    '/pages/points/points',
    '/pages/record/record',
    '/pages/Security/Security',
  ]) {
    await visit(page, journey.base + path);
  }
  // A picture of the server's own (the contest's covers) is drawn.
  await visit(page, journey.base + '/vote');
  const drawn = await page.evaluate(
    '[...document.images].filter((img) => img.complete && img.naturalWidth > 0).length',
  );
  assert.ok(Number(drawn) > 0, 'pictures are drawn');
  assert.deepEqual(violations, []);
});

test('another site cannot show the app in a frame', async () => {
  const page = await journey.open('/');
  // A page of another origin (about:blank here) framing the app: the browser refuses to draw it.
  await page.setContent(`<iframe id="app" src="${journey.base}/"></iframe>`);
  const frame = page.frameLocator('#app');
  await page.waitForLoadState('load');
  assert.equal(await frame.getByText('澳門展覽活動').count(), 0);
});
