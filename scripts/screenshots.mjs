// `node scripts/screenshots.mjs URL [path ...]`: screenshots of H5 pages at 390x844 in each
// locale, written to .tmp/screens/<locale><path>.png, for a person to look at. Set LOCALES=pt,en
// to narrow, TOKEN / USER (JSON) to take them as a logged-in visitor, WIDTH=320 for a narrow
// phone (written to .tmp/screens/<locale>-320<path>.png).
import { mkdirSync } from 'node:fs';
import { launchChromium, phoneContext } from './lib/browser.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/screenshots.mjs http://127.0.0.1:10086 / /news ...');
  process.exit(2);
}
const locales = (process.env.LOCALES ?? 'zh-Hant,zh-Hans,pt,en').split(',');
const width = Number(process.env.WIDTH ?? 390);
mkdirSync('.tmp/screens', { recursive: true });
const browser = await launchChromium();
for (const locale of locales) {
  const context = await phoneContext(
    browser,
    width === 390 ? {} : { viewport: { width, height: 844 } },
  );
  // Taro's H5 storage keeps each value as {"data": value}.
  await context.addInitScript(
    ([language, token, user]) => {
      localStorage.setItem('language', JSON.stringify({ data: language }));
      if (token) {
        localStorage.setItem('token', JSON.stringify({ data: token }));
        localStorage.setItem('tokenExpiry', JSON.stringify({ data: Date.now() / 1000 + 3600 }));
        localStorage.setItem('userInfo', JSON.stringify({ data: JSON.parse(user) }));
      }
    },
    [locale, process.env.TOKEN ?? '', process.env.USER ?? '{}'],
  );
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    const folder = width === 390 ? locale : `${locale}-${width}`;
    const file = `.tmp/screens/${folder}${path === '/' ? '/home' : path.replace(/[?&=]/g, '_')}.png`;
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
