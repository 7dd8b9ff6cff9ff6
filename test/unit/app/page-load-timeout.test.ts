// Issue #21, SPEC §9: a page whose chunk has not arrived within the 60 s page load timeout shows
// the load error page, as a failed chunk (webpack's own 120 s timeout) already did.
import { withPageLoadTimeout } from '@/shared/lib/chunk-error.h5';
import { PAGE_LOAD_TIMEOUT_MS } from '@/shared/lib/constants';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a chunk still loading after 60 s shows the load error', async () => {
  const shown = jest.fn();
  const ensure = withPageLoadTimeout(() => new Promise(() => undefined), shown);
  void ensure('page-1');
  jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS - 1);
  expect(shown).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(shown).toHaveBeenCalledTimes(1);
  expect(PAGE_LOAD_TIMEOUT_MS).toBe(60_000);
});

test('a chunk that arrives in time shows nothing, later either', async () => {
  const shown = jest.fn();
  const ensure = withPageLoadTimeout(() => Promise.resolve('ok'), shown);
  await expect(ensure('page-2')).resolves.toBe('ok');
  jest.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS * 2);
  expect(shown).not.toHaveBeenCalled();
});
