import Taro from '@tarojs/taro';
import { View } from '@tarojs/components';
import {
  forgetInviter,
  inviterFor,
  isSinglePageMode,
  rememberInviter,
  sharePayload,
  useShare,
} from '@/features/share';
import { initLocale, setLocale, t } from '@/shared/i18n';
import { mockTaro, mount, pageSuite, setRoute, storeSession } from '../support/harness';
import { shareHandler } from './share-hooks';

jest.mock('@/features/tracking/store', () => jest.requireActual('../support/tracking-stub'));

// Issue #13: what a page shares (title in the current language, picture, path with the item and
// the sharer's invite), and the invite a visitor brings from a shared link.

pageSuite('/pages/home/index');
const onShared = jest.fn();
beforeEach(() => {
  initLocale();
  onShared.mockClear();
});

function SharedPage() {
  useShare(
    () => ({
      title: t('app.name'),
      page: 'pages/home/index',
      imageUrl: 'https://cdn.example/home.png',
    }),
    'home',
    { onShared },
  );
  return <View>home</View>;
}

describe('useShare', () => {
  test('a guest shares the page without an invite', async () => {
    mockTaro();
    await mount(SharedPage);
    expect(shareHandler('onShareAppMessage')).toEqual({
      title: t('app.name'),
      path: '/pages/home/index?type=share',
      imageUrl: 'https://cdn.example/home.png',
    });
  });

  test('signed in, the path carries the invite; the title follows the language; the share is told', async () => {
    storeSession();
    mockTaro();
    await mount(SharedPage);
    setLocale('pt');
    expect(shareHandler('onShareTimeline')).toEqual({
      title: t('app.name'),
      query: 'type=share&inviter=7',
      imageUrl: 'https://cdn.example/home.png',
    });
    expect(shareHandler('onShareAppMessage').path).toBe('/pages/home/index?type=share&inviter=7');
    expect(onShared).toHaveBeenCalledTimes(2);
  });
});

describe('the invite of a shared link', () => {
  afterEach(forgetInviter);

  test('any shareable page opened from a shared link keeps its inviter for the next vote', async () => {
    setRoute('/pages/home/index', { type: 'share', inviter: '9' });
    mockTaro();
    await mount(SharedPage);
    expect(inviterFor(7)).toBe(9);
  });

  test('kept only from a shared link, never for oneself, and forgotten once used', () => {
    rememberInviter({ id: '3', inviter: '9' });
    expect(inviterFor(7)).toBeUndefined();
    rememberInviter({ id: '3', type: 'share', inviter: '9' });
    expect(inviterFor(7)).toBe(9);
    expect(inviterFor(9)).toBeUndefined();
    forgetInviter();
    expect(inviterFor(7)).toBeUndefined();
  });

  test('the path of a share: item query, type=share, inviter', () => {
    expect(sharePayload({ title: 'x', page: 'pages/gift/detail', query: { id: 4 } }, 12).path).toBe(
      '/pages/gift/detail?id=4&type=share&inviter=12',
    );
    // Issue #21: and the sharer's invitation code, for a friend's registration.
    expect(
      sharePayload({ title: 'x', page: 'pages/gift/detail', query: { id: 4 } }, 12, 'AB12CD34')
        .path,
    ).toBe('/pages/gift/detail?id=4&type=share&inviter=12&code=AB12CD34');
  });
});

describe('Moments single-page mode', () => {
  test('is scene 1154', () => {
    const enter = jest.spyOn(Taro, 'getEnterOptionsSync');
    enter.mockReturnValue({ scene: 1154 } as never);
    expect(isSinglePageMode()).toBe(true);
    enter.mockReturnValue({ scene: 1001 } as never);
    expect(isSinglePageMode()).toBe(false);
  });
});
