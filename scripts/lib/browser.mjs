// Debian's Chromium driven by playwright-core (Playwright's own browser download is not
// reachable here). CHROMIUM_PATH overrides the binary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * What the journeys drive: Chromium's own headless build when Debian's chromium-headless-shell is
 * installed (the same version as the chromium package: the same Blink and V8, without the desktop
 * browser's layers, as Playwright itself runs headless), else the browser. The route walk took a
 * sixth less CPU in it (169 core-seconds, 140 with the shell; issue #31, CI's time).
 * CHROMIUM_PATH overrides both; Lighthouse keeps the full browser (scripts/lighthouse.mjs).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
export const PHONE = { width: 390, height: 844 };

export function assertChromium(binary = CHROMIUM_PATH) {
  if (!existsSync(binary)) {
    console.error(
      `Chromium not found at ${binary}. Install it with ` +
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
  if (process.getuid?.() !== 0) return JOURNEY_CHROMIUM;
  const canDrop = spawnSync('setpriv', ['--bounding-set', '-sys_nice', 'true']).status === 0;
  return canDrop
    ? fileURLToPath(new URL('./chromium-keep-nice.sh', import.meta.url))
    : JOURNEY_CHROMIUM;
}

export async function launchChromium() {
  assertChromium(JOURNEY_CHROMIUM);
  return chromium.launch({
    executablePath: launcher(),
    env: { ...process.env, CHROMIUM_PATH: JOURNEY_CHROMIUM },
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
