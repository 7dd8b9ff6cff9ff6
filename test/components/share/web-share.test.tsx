import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharePayload } from '@/features/share';
import * as miniProgram from '@/features/share/web-share';
import { applyWebShare, shareFromButton } from '@/features/share/web-share.h5';
import { initLocale, t } from '@/shared/i18n';
import { mockTaro, ok, quietActDeprecation, settle } from '../support/harness';

// Issue #13, SPEC §7 GET /crm/membersInfo/wechatShare, §8 "copy success" and "share setup
// failures are only logged or ignored": the H5 share, inside and outside WeChat's browser.

const SIGNATURE = { timestamp: 1700000000, noncestr: 'abc', signature: 'f00', appId: 'wxmp' };
const WORK = sharePayload(
  {
    title: 'Vote for "Paz"',
    desc: 'Obra 3',
    page: 'pages/vote/detail',
    query: { id: 3 },
    imageUrl: 'https://cdn.example/3.png',
  },
  7,
);

const realAgent = navigator.userAgent;
function userAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}
const WECHAT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50 NetType/WIFI';

function fakeWx() {
  const wx = {
    config: jest.fn(),
    ready: jest.fn((callback: () => void) => callback()),
    error: jest.fn(),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  };
  window.wx = wx;
  return wx;
}

beforeEach(() => {
  initLocale();
  quietActDeprecation();
  window.history.replaceState(null, '', '/pages/vote/detail?id=3#top');
});
afterEach(() => {
  userAgent(realAgent);
  delete window.wx;
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('H5 inside WeChat: the JS-SDK share', () => {
  test('signed for the page URL (without its fragment) and set with title, description, link and picture', async () => {
    userAgent(WECHAT);
    const wx = fakeWx();
    const mocks = mockTaro({ 'GET /crm/membersInfo/wechatShare': ok(SIGNATURE) });
    await applyWebShare(WORK);

    const [call] = mocks.calls('GET /crm/membersInfo/wechatShare');
    expect(decodeURIComponent(call.url)).toContain('url=http://localhost/pages/vote/detail?id=3');
    expect(call.url).not.toContain('top');
    expect(wx.config).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'wxmp',
        timestamp: 1700000000,
        nonceStr: 'abc',
        signature: 'f00',
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      }),
    );
    const link = 'http://localhost/pages/vote/detail?id=3&type=share&inviter=7';
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith({
      title: 'Vote for "Paz"',
      desc: 'Obra 3',
      link,
      imgUrl: 'https://cdn.example/3.png',
    });
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({
      title: 'Vote for "Paz"',
      link,
      imgUrl: 'https://cdn.example/3.png',
    });
  });

  test('signed again after a route change, for the new URL', async () => {
    userAgent(WECHAT);
    fakeWx();
    const mocks = mockTaro({ 'GET /crm/membersInfo/wechatShare': ok(SIGNATURE) });
    await applyWebShare(WORK);
    window.history.pushState(null, '', '/pages/news/detail?id=8');
    await applyWebShare(
      sharePayload({ title: 'News', page: 'pages/news/detail', query: { id: 8 } }),
    );
    const urls = mocks
      .calls('GET /crm/membersInfo/wechatShare')
      .map((c) => decodeURIComponent(c.url.split('url=')[1]));
    expect(urls).toEqual([
      'http://localhost/pages/vote/detail?id=3',
      'http://localhost/pages/news/detail?id=8',
    ]);
  });

  test('the SDK script is fetched from WeChat only inside its browser', async () => {
    userAgent(WECHAT);
    mockTaro({ 'GET /crm/membersInfo/wechatShare': ok(SIGNATURE) });
    void applyWebShare(WORK);
    await settle(1);
    const script = document.head.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
  });

  test('a failed signature is ignored: no error shown, no share set', async () => {
    userAgent(WECHAT);
    const wx = fakeWx();
    const mocks = mockTaro({
      'GET /crm/membersInfo/wechatShare': { code: 403, msg: 'no', data: null },
    });
    await applyWebShare(WORK);
    expect(wx.config).not.toHaveBeenCalled();
    expect(mocks.showToast).not.toHaveBeenCalled();
  });

  test("the share button says where WeChat's own share is", async () => {
    userAgent(WECHAT);
    const mocks = mockTaro();
    expect(await shareFromButton(WORK)).toBe(false);
    expect(mocks.showToast.mock.calls[0][0]).toMatchObject({ title: t('common.shareHint') });
  });
});

describe('H5 outside WeChat', () => {
  test('nothing is loaded or signed', async () => {
    const mocks = mockTaro();
    await applyWebShare(WORK);
    expect(document.head.querySelector('script')).toBeNull();
    expect(mocks.calls('GET /crm/membersInfo/wechatShare')).toHaveLength(0);
  });

  test('the system share sheet gets the title, text and link', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    mockTaro();
    expect(await shareFromButton(WORK)).toBe(true);
    expect(share).toHaveBeenCalledWith({
      title: 'Vote for "Paz"',
      text: 'Obra 3',
      url: 'http://localhost/pages/vote/detail?id=3&type=share&inviter=7',
    });
    delete (window.navigator as { share?: unknown }).share;
  });

  test('without a share sheet the link is copied with the copy success message, and only it', async () => {
    const mocks = mockTaro();
    // jsdom has no copy command; a browser's copies the selected text (the journeys use one).
    const copied: string[] = [];
    const execCommand = jest.fn(() => {
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await shareFromButton(WORK)).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toEqual(['http://localhost/pages/vote/detail?id=3&type=share&inviter=7']);
    // Issue #27: Taro's own copy drew its toast "内容已复制" (Simplified Chinese) before the app's.
    expect(document.body.textContent).not.toContain('内容已复制');
    expect(mocks.showToast.mock.calls.map((call) => (call[0] as { title: string }).title)).toEqual([
      '複製成功',
    ]);
    delete (document as { execCommand?: unknown }).execCommand;
  });
});

describe('the mini-program bundle', () => {
  test('carries no JS-SDK: its web-share does nothing and names no script', async () => {
    const mocks = mockTaro();
    await miniProgram.applyWebShare(WORK);
    expect(await miniProgram.shareFromButton(WORK)).toBe(false);
    expect(mocks.sent).toHaveLength(0);
    const source = readFileSync(
      join(__dirname, '../../../src/features/share/web-share.ts'),
      'utf8',
    );
    expect(source).not.toMatch(/jweixin|res\.wx\.qq\.com/);
  });
});
