// Debian's Chromium driven by playwright-core (Playwright's own browser download is not
// reachable here). CHROMIUM_PATH overrides the binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };

export function assertChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with ` +
        '`apt-get update && apt-get install -y chromium` or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}

/**
 * As root, Chromium through chromium-keep-nice.sh (setpriv, util-linux), so that it keeps the
 * niceness it was started with, where setpriv may drop the capability; as anyone else it cannot
 * raise its priority anyway.
 */
function launcher() {
  if (process.getuid?.() !== 0) return CHROMIUM_PATH;
  const canDrop = spawnSync('setpriv', ['--bounding-set', '-sys_nice', 'true']).status === 0;
  return canDrop
    ? fileURLToPath(new URL('./chromium-keep-nice.sh', import.meta.url))
    : CHROMIUM_PATH;
}

export async function launchChromium() {
  assertChromium();
  return chromium.launch({
    executablePath: launcher(),
    env: { ...process.env, CHROMIUM_PATH },
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function phoneContext(browser, options = {}) {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    ...options,
  });
}
