import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const PHONE: { width: number; height: number };
export function assertChromium(): void;
export function launchChromium(): Promise<Browser>;
export function phoneContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext>;
