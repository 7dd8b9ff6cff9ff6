import { launchEveryPage, report, whatIsWrong, type Language } from './every-page';
import { startBackend, type Backend } from './harness';

// Issue #20: every page of app.json launches on the mini-program build as a guest (pages of one's own data send the guest to login),
// in zh-Hant and pt: its content drawn, no error, no unhandled rejection, no console.error, every
// setData under WeChat's 256 KB.
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

test.each<Language>(['zh-Hant', 'pt'])(
  'every page launches as a guest in %s',
  async (language) => {
    const launched = await launchEveryPage(backend, 'guest', language);
    report('guest', language, launched);
    expect(launched.map((each) => whatIsWrong(each, 'guest', language)).filter(Boolean)).toEqual(
      [],
    );
    expect(launched.length).toBeGreaterThanOrEqual(50);
  },
  600_000,
);
