import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenDrawn, startJourney, type Journey } from './harness';
import { waitForPage } from './wait';

// The H5 shell without Stencil's web components (config/shims/taro-components, issue #14): the
// tab bar, the plain View/Text/ScrollView elements and the page's first layout.

let journey: Journey;
before(async () => {
  journey = await startJourney();
});
after(() => journey.close());

test('the tab bar: four links, the current tab marked, a tap switches tabs (SPEC §2 tabs)', async () => {
  const page = await journey.open('/');
  const bar = page.locator('.taro-tabbar__tabbar');
  const links = bar.getByRole('link');
  await links.first().waitFor();
  assert.deepEqual(await links.allTextContents(), ['首頁', '資訊', '大賽', '我的']);
  assert.equal(await bar.locator('[aria-current="page"]').textContent(), '首頁');

  await bar.getByRole('link', { name: '資訊' }).click();
  await page.waitForURL(/\/news$/);
  await page.locator('.nav-bar__title').getByText('新聞資訊').waitFor();
  assert.equal(await bar.locator('[aria-current="page"]').textContent(), '資訊');

  // Tab labels at least 12 px (issue #14), and each tab at least 44 px tall to tap.
  const label = bar.getByText('資訊');
  assert.ok(
    parseFloat(await label.evaluate((node) => getComputedStyle(node).fontSize)) >= 12,
    'label font size',
  );
  const box = await bar.getByRole('link', { name: '大賽' }).boundingBox();
  assert.ok(box && box.height >= 44, `tab height ${box?.height}`);

  await bar.getByRole('link', { name: '首頁' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('澳門展覽活動').waitFor();
  assert.equal(await bar.locator('[aria-current="page"]').textContent(), '首頁');
});

test('no web component draws the first screen of a tab, and Taro`s own navigation bar never shows', async () => {
  for (const path of ['/', '/news', '/vote']) {
    const page = await journey.open(path);
    await page.locator('.taro-tabbar__tabbar [aria-current="page"]').waitFor();
    await page.waitForLoadState('networkidle');
    const customElements = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((node) => node.localName)
        .filter((name) => name.includes('-') && name !== 'taro-tabbar'),
    );
    assert.deepEqual([...new Set(customElements)], [], path);
    assert.equal(await page.locator('#taro-navigation-bar').isVisible(), false, path);
  }
});

test('the first load of each tab does not move what is already on the screen (CLS)', async () => {
  for (const path of ['/', '/news', '/vote']) {
    const context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
    });
    // A string, not a closure: tsx would add helpers the page does not have.
    await context.addInitScript(`window.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });`);
    const page = await context.newPage();
    await page.goto(journey.base + path, { waitUntil: 'networkidle' });
    // Shifts happen while content arrives: read them once the page has stopped loading.
    await screenDrawn(page);
    const total = await page.evaluate('window.shifts.reduce((a, b) => a + b, 0)');
    assert.ok((total as number) < 0.02, `${path}: cumulative layout shift ${total}`);
    await context.close();
  }
});

test('each tab`s first calls are made once: the app takes the answers index.html started (issue #14)', async () => {
  const calls: Record<string, string[]> = {
    '/': ['/carousel/info/page?', '/poster/expand/appPage?', '/exhibitionNews/appPage?'],
    '/news': ['/newsCategory/list?kind=news', '/exhibitionNews/appPage?'],
    '/vote': ['/vote/1', '/vote/getGroupByVoteId/1'],
  };
  for (const [path, expected] of Object.entries(calls)) {
    const context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/exhibition-api/')) {
        seen.push(url.pathname.replace('/exhibition-api', '') + url.search);
      }
    });
    await page.goto(journey.base + path, { waitUntil: 'networkidle' });
    // The screen shows what the early answers carried: read the app's state once it is drawn (on a
    // busy machine the network goes quiet long before the app has run).
    await screenDrawn(page);
    assert.equal(await page.evaluate('Object.keys(window.__firstScreen.calls).length'), 0, path);
    for (const call of expected) {
      const made = seen.filter(
        (url) => url === call || (call.endsWith('?') && url.startsWith(call)),
      );
      assert.equal(
        made.length,
        1,
        `${path}: ${call} made ${made.length} times (${seen.join(', ')})`,
      );
    }
    await context.close();
  }
});

test('the contest`s first covers load at once, the others when they near the screen (issue #14)', async () => {
  const context = await journey.browser.newContext({
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(journey.base + '/vote', { waitUntil: 'networkidle' });
  const covers = page.getByRole('listitem').locator('img');
  await covers.first().waitFor();
  const loading = await covers.evaluateAll((images) =>
    images.map((image) => image.getAttribute('loading')),
  );
  assert.ok(loading.length > 3, `only ${loading.length} covers`);
  assert.deepEqual(loading.slice(0, 3), ['eager', 'eager', 'eager']);
  assert.ok(
    loading.slice(3).every((value) => value === 'lazy'),
    loading.join(' '),
  );
  await context.close();
});

test("a landing page's own script and styles are fetched by the document's preload, not after the app's script (#32)", async () => {
  // Shared links land on detail pages as well as tabs (first-screen.ts LANDING_ROUTES).
  for (const path of ['/', '/pages/my/index', '/pages/vote/detail?id=1']) {
    const page = await journey.open(path);
    await page.locator('.taro-tabbar__tabbar, .nav-bar__title').first().waitFor();
    await page.waitForLoadState('networkidle');
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((link) => link.as === 'script' || link.as === 'style')
        .map((link) => new URL(link.href).pathname),
    );
    assert.ok(
      preloaded.some((file) => file.endsWith('.js')),
      `${path}: a page script is preloaded`,
    );
    // Every file the page's chunk needed was in the preload list: none was asked for later.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /^\/(js|css)\//.test(file)),
    );
    const initial = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      ]
        .filter((node) => node.closest('head') && !node.hasAttribute('data-webpack'))
        .map(
          (node) =>
            new URL((node as HTMLScriptElement).src || (node as HTMLLinkElement).href).pathname,
        ),
    );
    // A preload the page did not take (another request mode) would be fetched twice.
    for (const file of preloaded) {
      assert.equal(loaded.filter((each) => each === file).length, 1, `${path}: ${file} once`);
    }
    // Taro's toast and dialog code comes once the page is drawn (lazy-interaction.js), by design.
    const late = loaded.filter(
      (file) =>
        !preloaded.includes(file) &&
        !initial.includes(file) &&
        !/^\/js\/taro-interaction\./.test(file),
    );
    assert.deepEqual(late, [], `${path}: fetched only after the app's script ran`);
  }
});

test('the emblem shows from the first paint while the scripts load, and the first page replaces it (#32)', async () => {
  const page = await journey.open('/pages/my/index');
  const context = page.context();
  // The app's script held back, as on a slow network: the visitor sees the emblem, not a blank page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/js\/app\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Deferred scripts hold DOMContentLoaded back: the document is shown from its first bytes on.
  await page.goto(`${journey.base}/`, { waitUntil: 'commit' });
  const launch = page.locator('#launch img');
  await launch.waitFor();
  // Drawn: the picture has arrived (a person waits for it as for any picture).
  await waitForPage(page, `document.querySelector('#launch img').complete`);
  assert.equal(await page.getByText('澳門展覽活動').count(), 0, 'no page yet');
  release();
  await page.getByText('澳門展覽活動').waitFor();
  assert.equal(await page.locator('#launch').count(), 0, 'the emblem is gone once home is drawn');
  await context.unroute(/\/js\/app\.[0-9a-f]+\.js$/);
});

test("Taro's toast, modal and action sheet load after the first screen, and a sheet opened before they arrive is the app's own (#32)", async () => {
  const page = await journey.open('/pages/my/index');
  // When the first page was drawn: it takes the emblem away (shared/lib/launch-screen.ts).
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if ((node as Element).id !== 'launch') continue;
          (window as unknown as { drawnAt: number }).drawnAt = performance.now();
          observer.disconnect();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const interaction = /\/js\/taro-interaction\.[0-9a-f]+\.js$/;
  const interactionLoaded = page.waitForResponse((response) => interaction.test(response.url()));
  await page.goto(`${journey.base}/`);
  await page.getByText('澳門展覽活動').waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = () =>
    page.evaluate(async () => {
      const drawnAt = (window as unknown as { drawnAt: number }).drawnAt;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return Promise.all(
        entries.map(async (entry) => ({
          file: new URL(entry.name).pathname,
          beforeDrawn: !(entry.startTime >= drawnAt),
          // The loading spinner's keyframes, in the styles of Taro's interaction module only.
          interaction: (await (await fetch(entry.name)).text()).includes('taroLoading'),
        })),
      );
    });
  assert.deepEqual(
    (await scripts()).filter((s) => s.beforeDrawn && s.interaction).map((s) => s.file),
    [],
    'no script fetched before the first page is drawn carries the interaction UI',
  );
  await interactionLoaded;
  assert.ok(
    (await scripts()).some((s) => !s.beforeDrawn && s.interaction),
    'the interaction UI is fetched once the first page is drawn',
  );

  // A tap that comes before the module: the sheet waits for it, then shows the app's rows.
  const context = page.context();
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(interaction, async (route) => {
    await held;
    await route.continue();
  });
  // Not until "load": the held module may be asked for before the page's load event.
  await page.goto(`${journey.base}/`, { waitUntil: 'commit' });
  await page.getByText('澳門展覽活動').waitFor();
  await page.getByRole('button', { name: '語言' }).click();
  const sheet = page.locator('.taro__actionSheet');
  assert.equal(await sheet.count(), 0, 'no sheet before its module');
  release();
  await sheet.getByRole('button', { name: 'English' }).waitFor();
  await sheet.getByRole('button', { name: '取消' }).waitFor();
  await sheet.getByRole('button', { name: 'English' }).click();
  await page.getByText('Macau Exhibition Programme').waitFor();
  await context.unroute(interaction);
});
