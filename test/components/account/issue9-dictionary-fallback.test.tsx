import '@tarojs/taro';
import SecurityPage from '@/features/account/screens/security';
import MyInfoPage from '@/features/account/screens/my-info';
import { LOCALES, setLocale, translate } from '@/shared/i18n';
import { dictLabel, regionLabel } from '@/features/dict';
import { accountRoutes, DICTS, mockOpenedPage } from '../security/fixtures';
import {
  fail,
  fireLifecycle,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  type SentRequest,
} from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();
afterEach(() => setLocale('zh-Hant'));

/** The value shown next to a label, found as a reader finds it: by the label's text. */
function valueNextTo(label: string): string {
  const row = Array.from(document.querySelectorAll('.info-row')).find(
    (each) => each.firstElementChild?.textContent === label,
  );
  if (!row) throw new Error(`no row labelled ${label}`);
  return (row.children[1]?.textContent ?? '').trim();
}

/** The dictionaries and the country list fail while `down` is true. */
function flakyDictionaries() {
  const state = { down: true };
  const dictionary = (request: SentRequest) => {
    if (state.down) return fail(500, 'down');
    const type = /[?&]dictType=([^&]+)/.exec(request.url)?.[1] ?? '';
    return ok(DICTS[decodeURIComponent(type)] ?? { dictType: type, dataList: [] });
  };
  const routes = accountRoutes(undefined, {
    'GET /dict/data/getByType': dictionary,
    'GET /country/data/countryList': () => (state.down ? fail(500, 'down') : ok([])),
  });
  return { state, routes };
}

describe('issue #9: a failed dictionary call never shows a raw code (SPEC §3 dictionaries)', () => {
  test('personal data in English names the title, region and member type, and loads again on show', async () => {
    setLocale('en');
    setRoute('/pages/Security/Security');
    storeSession();
    const { state, routes } = flakyDictionaries();
    const mocks = mockOpenedPage(routes);
    await mount(SecurityPage);
    await fireLifecycle('componentDidShow');

    const field = (key: 'title' | 'region' | 'memberType') =>
      valueNextTo(translate('en', `field.${key}`));
    expect(field('title')).toBe('Mr');
    expect(field('region')).toBe('Macau Peninsula');
    expect(field('memberType')).toBe('Individual');
    const asked = mocks.calls('GET /dict/data/getByType').length;
    expect(asked).toBeGreaterThan(0);

    // Back on the page later, with the server answering: the dictionaries are asked for again.
    state.down = false;
    await fireLifecycle('componentDidShow');
    expect(mocks.calls('GET /dict/data/getByType').length).toBeGreaterThan(asked);
    expect(field('title')).toBe('Mr');
  });

  test('personal information (pages/my/my) in Portuguese shows no code either', async () => {
    setLocale('pt');
    setRoute('/pages/my/my');
    storeSession();
    const { routes } = flakyDictionaries();
    mockOpenedPage(routes);
    await mount(MyInfoPage);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Sr.');
    expect(text).toContain('Península de Macau');
    expect(text).not.toMatch(/\bmr\b|macau-peninsula/);
  });

  test.each(LOCALES)('in %s the catalogue names every code the seed holds', (locale) => {
    setLocale(locale);
    const codes: Record<string, string[]> = {
      appellation_type: ['mr', 'ms', 'mrs', 'miss', 'dr', 'prof'],
      member_type: ['individual', 'student', 'school', 'organisation', 'exhibitor'],
      area: ['macau-peninsula', 'taipa', 'coloane', 'cotai', 'other'],
    };
    for (const [type, values] of Object.entries(codes)) {
      for (const value of values) {
        const label = dictLabel(type, undefined, value);
        expect(label).not.toBe(value);
        if (locale === 'pt' || locale === 'en') expect(label).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
    // A country code without the country list is named by the platform.
    expect(regionLabel('MO', [], undefined)).not.toBe('MO');
    expect(regionLabel('ZZ', [], undefined)).toBe('ZZ');
  });
});
