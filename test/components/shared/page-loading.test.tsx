// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { PageLoading } from '@/shared/ui/page-loading';
import { setLocale } from '@/shared/i18n';
import { componentSuite, mountPlain, waitFor } from '../support/harness';
import { queryByRole } from '../support/queries';

componentSuite();

/** Mounts the indicator and says how long until it spoke, and whether it was quiet at first. */
async function timeToSpeak(): Promise<{
  quietAtFirst: boolean | undefined;
  ms: number;
  text: string;
}> {
  const started = Date.now();
  await mountPlain(<PageLoading />);
  // A slow machine may take the whole delay to mount; only an early look can see the quiet.
  const quietAtFirst = Date.now() - started < 150 ? queryByRole('status') === null : undefined;
  const status = await waitFor(() => queryByRole('status'));
  return { quietAtFirst, ms: Date.now() - started, text: status.textContent ?? '' };
}

// SPEC §9: loading text 正在加載 (zh-Hant), page-loading component delay 200 ms; issue #12.
describe('PageLoading', () => {
  test('says nothing for 200 ms, then 正在加載', async () => {
    const { quietAtFirst, ms, text } = await timeToSpeak();
    expect(quietAtFirst).not.toBe(false);
    expect(ms).toBeGreaterThanOrEqual(200);
    expect(text).toBe('正在加載');
  });

  test.each([
    ['zh-Hans', '正在加载'],
    ['pt', 'A carregar'],
    ['en', 'Loading'],
  ] as const)('in %s it reads in that language', async (locale, expected) => {
    setLocale(locale);
    const { text } = await timeToSpeak();
    expect(text.startsWith(expected)).toBe(true);
  });
});
