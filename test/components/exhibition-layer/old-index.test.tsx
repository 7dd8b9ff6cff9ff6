import '@tarojs/taro';
import OldIndex from '@/features/exhibition-layer/screens/old-index';
import { initLocale, setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  deferred,
  fail,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  settle,
  stubIntersectionObserver,
  tap,
  type Envelope,
} from '../support/harness';
import { getAllByRole, getByRole, queryByText, within } from '../support/queries';
import { HAN, paged } from '../news/fixtures';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// SPEC §2 /pages/oldIndex/oldIndex, §7 Exhibition layer (booths, exhibits, categories); #12.
pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  setRoute('/pages/oldIndex/oldIndex');
});

const CATEGORIES = [
  {
    id: 1,
    name: '文獻',
    nameZht: '文獻',
    nameZhs: '文献',
    namePt: 'Documentos',
    nameEn: 'Documents',
  },
  {
    id: 2,
    name: '照片',
    nameZht: '照片',
    nameZhs: '照片',
    namePt: 'Fotografias',
    nameEn: 'Photographs',
  },
];
const LETTERS = {
  id: 1,
  name: '抗戰家書',
  nameZht: '抗戰家書',
  nameZhs: '抗战家书',
  namePt: 'Cartas para casa',
  nameEn: 'Letters home',
  cover: '',
  era: '1938',
  categoryId: 1,
};
const PHOTO = {
  id: 2,
  name: '難民營照片',
  nameZht: '難民營照片',
  nameZhs: '难民营照片',
  namePt: 'Campo de refugiados',
  nameEn: 'Refugee camp',
  cover: '',
  era: '1940',
  categoryId: 2,
};
const BOOTH = {
  id: 1,
  code: 'A01',
  name: '歷史檔案館',
  nameZht: '歷史檔案館',
  nameZhs: '历史档案馆',
  namePt: 'Arquivo Histórico',
  nameEn: 'Historical Archives',
  hall: '一號展廳',
  hallZht: '一號展廳',
  hallZhs: '一号展厅',
  hallPt: 'Pavilhão 1',
  hallEn: 'Hall 1',
};

const routes = {
  'GET /em/categoryInfo/list': ok(CATEGORIES),
  'GET /em/exhibitInfo/info/page': (request: { url: string }) =>
    request.url.includes('categoryId=2') ? paged([PHOTO]) : paged([LETTERS, PHOTO]),
  'GET /pmm/booth/info/page': paged([BOOTH]),
};

describe('old index', () => {
  test('categories, the exhibits of the chosen one, and the booths', async () => {
    const mocks = mockTaro(routes);
    await mount(OldIndex);
    expect(getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      t('layer.all'),
      '文獻',
      '照片',
    ]);
    const exhibits = () => within(getByRole('region', { name: t('layer.exhibits') }));
    expect(exhibits().getAllByRole('listitem')).toHaveLength(2);

    await tap(getByRole('tab', { name: '照片' }));
    expect(mocks.calls('GET /em/exhibitInfo/info/page').at(-1)?.url).toContain('categoryId=2');
    expect(
      exhibits()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['難民營照片1940']);

    const booths = within(getByRole('region', { name: t('layer.booths') }));
    expect(booths.getAllByRole('listitem')[0].textContent).toContain(
      t('layer.booth', { code: 'A01' }),
    );
  });

  test('loading, empty and an error with a retry', async () => {
    const answer = deferred<Envelope>();
    let attempt = 0;
    const mocks = mockTaro({
      ...routes,
      'GET /em/exhibitInfo/info/page': () => answer.promise,
      'GET /pmm/booth/info/page': () => (++attempt === 1 ? fail(500, '錯誤') : paged([BOOTH])),
    });
    await mount(OldIndex);
    expect(queryByText(t('common.loading'))).not.toBeNull();
    answer.resolve(paged([]));
    await settle();
    expect(queryByText(t('layer.exhibitsEmpty'))).not.toBeNull();
    const booths = within(getByRole('region', { name: t('layer.booths') }));
    await tap(booths.getByRole('button', { name: t('common.retry') }));
    expect(mocks.calls('GET /pmm/booth/info/page')).toHaveLength(2);
    expect(booths.getAllByRole('listitem')).toHaveLength(1);
  });

  // Issue #21: the tabs ("Documents", "Objects") and names showed English in pt.
  test('in Portuguese the tabs, exhibits and booths are in Portuguese, with no Chinese or English', async () => {
    setLocale('pt');
    mockTaro(routes);
    await mount(OldIndex);
    expect(getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      t('layer.all'),
      'Documentos',
      'Fotografias',
    ]);
    expect(bodyText()).toContain('Cartas para casa');
    expect(bodyText()).toContain('Arquivo Histórico');
    // Issue #27: the hall too ("Pavilhão 一號展廳" before).
    expect(bodyText()).toContain('Pavilhão 1');
    expect(bodyText()).not.toMatch(/Documents|Letters home|Historical Archives|Hall 1/);
    expect(bodyText()).not.toMatch(HAN);
  });

  test('in Portuguese a name with no Portuguese falls back to zh-Hant (SPEC §1), not English', async () => {
    setLocale('pt');
    mockTaro({
      ...routes,
      'GET /em/categoryInfo/list': ok([{ id: 1, nameZht: '文獻', nameEn: 'Documents' }]),
    });
    await mount(OldIndex);
    expect(getAllByRole('tab').map((tab) => tab.textContent)).toEqual([t('layer.all'), '文獻']);
  });
});
