import '@tarojs/taro';
import CollectPage from '@/features/account/screens/favourites';
import { initLocale, t } from '@/shared/i18n';
import { PagedList } from '@/shared/stores/paged-list';
import {
  fail,
  fireLifecycle,
  mockTaro,
  mount,
  ok,
  pageSuite,
  setRoute,
  storeSession,
  stubIntersectionObserver,
  tap,
} from '../support/harness';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

pageSuite();
beforeAll(stubIntersectionObserver);
beforeEach(() => {
  initLocale();
  setRoute('/pages-my/collect');
  storeSession();
});

const EXHIBIT = {
  id: 1,
  type: 'exhibit',
  exhibitId: 5,
  name: '抗戰家書',
  nameEn: 'Letters home',
  createdAt: '2025-08-01T02:00:00.000Z',
};

function retryButton(): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>('[role="button"]')).find(
    (each) => each.textContent === t('common.retry'),
  );
  if (!found) throw new Error('no Retry button');
  return found;
}

describe('issue #9: Retry after a failed pull-to-refresh (SPEC §2 favourites, §8)', () => {
  test('the whole list shown, a refresh fails: Retry asks for the first page again', async () => {
    let down = false;
    const mocks = mockTaro({
      'GET /jobCollect/page': () =>
        down ? fail(500, 'down') : ok({ list: [EXHIBIT], total: 1, pageNo: 1, pageSize: 10 }),
    });
    await mount(CollectPage);
    expect(mocks.calls('GET /jobCollect/page')).toHaveLength(1);

    down = true;
    await fireLifecycle('onPullDownRefresh');
    expect(mocks.calls('GET /jobCollect/page')).toHaveLength(2);
    expect(document.body.textContent).toContain(t('common.loadError'));

    down = false;
    await tap(retryButton());
    const calls = mocks.calls('GET /jobCollect/page');
    expect(calls).toHaveLength(3);
    expect(calls[2].url).toMatch(/pageNo=1/);
    expect(document.body.textContent).toContain('抗戰家書');
    expect(document.body.textContent).not.toContain(t('common.loadError'));
  });
});

describe('PagedList.retry repeats the step that failed', () => {
  const page = (pageNo: number, total: number) => ({
    list: [{ id: pageNo }],
    total,
    pageNo,
    pageSize: 1,
  });

  test('a failed refresh is refreshed again', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(1, 1))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(1, 1));
    const list = new PagedList(fetcher, 1);
    await list.refresh();
    await list.refresh();
    expect(list.error).toBeDefined();
    await list.retry();
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher.mock.calls[2][0]).toEqual({ pageNo: 1, pageSize: 1 });
    expect(list.error).toBeUndefined();
  });

  test('a failed next page is asked for again', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(page(1, 2))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(2, 2));
    const list = new PagedList(fetcher, 1);
    await list.refresh();
    await list.loadMore();
    await list.retry();
    expect(fetcher.mock.calls[2][0]).toEqual({ pageNo: 2, pageSize: 1 });
    expect(list.items).toHaveLength(2);
  });
});
