import Taro from '@tarojs/taro';
import { ApiError } from '@/shared/api/errors';
import { del, get, post, put, request, setUnauthorizedHandler } from '@/shared/api/http';
import { setLocale, t } from '@/shared/i18n';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import {
  answer,
  API_BASE,
  envelope,
  failNetwork,
  rejection,
  response,
  sent,
  type TaroMocks,
  toastTitles,
  apiSuite,
} from './harness';

const mocksOf = apiSuite();
let mocks: TaroMocks;
beforeEach(() => {
  mocks = mocksOf();
});

describe('SPEC §7 headers', () => {
  it('sends the stored token as both token and Authorization', async () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'tok-123');
    await get('/cus/user');
    expect(sent(mocks).header).toMatchObject({ token: 'tok-123', Authorization: 'tok-123' });
  });

  it('sends neither token header when no token is stored', async () => {
    await get('/cus/user');
    const { header } = sent(mocks);
    expect(header).not.toHaveProperty('token');
    expect(header).not.toHaveProperty('Authorization');
  });

  it('sends Accept-Language with the current locale', async () => {
    setLocale('pt');
    try {
      await get('/cus/user');
      expect(sent(mocks).header['Accept-Language']).toBe('pt');
    } finally {
      setLocale('zh-Hant');
    }
  });

  it('§9: every request has the 60000 ms timeout', async () => {
    await post('/login', { account: 'a' });
    expect(sent(mocks).timeout).toBe(60000);
  });

  it('JSON bodies go out as objects with a JSON content type', async () => {
    await put('/cus/user', { name: 'Ana' });
    expect(sent(mocks)).toMatchObject({
      method: 'PUT',
      data: { name: 'Ana' },
      header: { 'Content-Type': 'application/json' },
    });
  });
});

describe('SPEC §7 success', () => {
  it('resolves with data of a code-0 answer', async () => {
    answer(mocks, 200, envelope({ id: 1 }));
    await expect(get('/cus/user')).resolves.toEqual({ id: 1 });
  });

  it.each([null, undefined])('resolves with the whole body when data is %s', async (data) => {
    const body = { code: 0, msg: 'done', data };
    answer(mocks, 200, body);
    await expect(post('/logoff')).resolves.toEqual(body);
  });

  it.each([0, false, ''])('keeps a falsy but present data (%p)', async (data) => {
    answer(mocks, 200, envelope(data));
    await expect(get('/crm/userFootprint/getCount')).resolves.toBe(data);
  });

  it('accepts any 2xx status', async () => {
    answer(mocks, 201, envelope('made'));
    await expect(post('/pmm/addressMessage', {})).resolves.toBe('made');
  });

  it('does not toast on success', async () => {
    await get('/cus/user');
    expect(mocks.showToast).not.toHaveBeenCalled();
  });
});

describe('SPEC §4/§8 body code 401', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Taro.setStorageSync(STORAGE_KEYS.token, 'old');
    Taro.setStorageSync(STORAGE_KEYS.userInfo, { id: 9 });
    Taro.setStorageSync(STORAGE_KEYS.tokenExpiry, 1999999999);
    Taro.setStorageSync('signUpDraft', 'unsent slogan');
  });

  it('toasts the message, waits 800 ms, clears all storage, then calls the handler', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    answer(mocks, 200, envelope(null, 401, 'Session expired'));

    const outcome = get('/cus/user').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(toastTitles(mocks)).toEqual(['Session expired']);

    await jest.advanceTimersByTimeAsync(799);
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).toBe('old');
    expect(handler).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ApiError;
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.tokenExpiry,
      STORAGE_KEYS.userInfo,
      'signUpDraft',
    ]) {
      expect(Taro.getStorageSync(key)).toBe('');
    }
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', code: 401, msg: 'Session expired' });
  });

  it('still toasts and logs out when the caller asked for hideMsg', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    answer(mocks, 200, envelope(null, 401, 'Please log in'));
    const outcome = request({ url: '/cus/user', hideMsg: true }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(800);
    await outcome;
    expect(toastTitles(mocks)).toEqual(['Please log in']);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs toast, clear and handler once when three requests get 401 together', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    answer(mocks, 200, envelope(null, 401, 'Session expired'));

    const outcomes = Promise.allSettled([
      get('/cus/user'),
      get('/grow/integralFlow/page'),
      get('/grow/badge/list'),
    ]);
    await jest.advanceTimersByTimeAsync(800);
    const results = await outcomes;

    expect(mocks.request).toHaveBeenCalledTimes(3);
    expect(mocks.showToast).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'unauthorized' });
    }
  });

  it('runs again for a 401 that arrives after the first flow completed', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    answer(mocks, 200, envelope(null, 401, 'Session expired'));

    const first = get('/cus/user').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(800);
    await first;
    const second = get('/cus/user').catch(() => undefined);
    await jest.advanceTimersByTimeAsync(800);
    await second;

    expect(handler).toHaveBeenCalledTimes(2);
    expect(mocks.showToast).toHaveBeenCalledTimes(2);
  });

  it('treats HTTP status 401 like body code 401', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    answer(mocks, 401, { code: 401, msg: 'Unauthorized' });
    const outcome = get('/cus/user').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(800);
    expect(await outcome).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).toBe('');
  });
});

describe('SPEC §8 other non-zero body code', () => {
  it('toasts msg (icon none, 2000 ms) and rejects with code and msg', async () => {
    answer(mocks, 200, envelope(null, 10021, 'Not enough points'));
    const error = await rejection(post('/grow/integralTrade', {}));
    expect(error).toMatchObject({ kind: 'business', code: 10021, msg: 'Not enough points' });
    expect(error.message).toBe('Not enough points');
    expect(mocks.showToast).toHaveBeenCalledWith({
      title: 'Not enough points',
      icon: 'none',
      duration: 2000,
    });
  });

  it('does not toast with hideMsg but still rejects', async () => {
    answer(mocks, 200, envelope(null, 500, 'Server busy'));
    const error = await rejection(request({ url: '/login', method: 'POST', hideMsg: true }));
    expect(error).toMatchObject({ kind: 'business', code: 500, msg: 'Server busy' });
    expect(mocks.showToast).not.toHaveBeenCalled();
  });

  it('does not clear storage for a business error', async () => {
    Taro.setStorageSync(STORAGE_KEYS.token, 'keep');
    answer(mocks, 200, envelope(null, 1, 'nope'));
    await rejection(get('/cus/user'));
    expect(Taro.getStorageSync(STORAGE_KEYS.token)).toBe('keep');
  });
});

describe('SPEC §8 non-2xx status', () => {
  it('toasts the body msg and rejects with kind http and the status', async () => {
    answer(mocks, 502, { code: 502, msg: 'Bad gateway' });
    const error = await rejection(get('/cus/user'));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 502, msg: 'Bad gateway' });
    expect(toastTitles(mocks)).toEqual(['Bad gateway']);
  });

  it('toasts the status text when the body has no msg', async () => {
    answer(mocks, 500, null);
    const error = await rejection(get('/cus/user'));
    expect(error).toMatchObject({ kind: 'http', status: 500, code: 500 });
    expect(toastTitles(mocks)).toEqual([t('error.httpStatus', { status: 500 })]);
    expect(toastTitles(mocks)[0]).toContain('500');
  });

  it('a 2xx answer without the code envelope is not a success', async () => {
    answer(mocks, 200, '<html>proxy page</html>');
    const error = await rejection(get('/cus/user'));
    expect(error.kind).toBe('http');
  });
});

describe('issue #21: no write fails silently', () => {
  const writes = [
    ['POST', () => post('/voteRecord', { id: 1 })],
    ['PUT', () => put('/cus/user', { name: 'Ana' })],
    ['DELETE', () => del('/pmm/addressMessage', [1])],
  ] as const;

  it.each(writes)(
    '%s answered 502 by a gateway says the change is not confirmed',
    async (_, call) => {
      answer(mocks, 502, '<html><body>502 Bad Gateway</body></html>');
      const error = await rejection(call());
      const said = t('error.writeUnanswered', { status: 502 });
      expect(error).toMatchObject({ kind: 'http', status: 502, msg: said });
      expect(toastTitles(mocks)).toEqual([said]);
      expect(said).toContain('502');
    },
  );

  it.each(writes)(
    '%s answered 502 with a body msg still says the change is not confirmed',
    async (_, call) => {
      answer(mocks, 502, { code: 502, msg: 'Bad gateway' });
      await rejection(call());
      expect(toastTitles(mocks)).toEqual([t('error.writeUnanswered', { status: 502 })]);
    },
  );

  it.each(writes)('%s on a dropped network says the change is not confirmed', async (_, call) => {
    failNetwork(mocks);
    const error = await rejection(call());
    expect(error).toMatchObject({ kind: 'network', msg: t('error.writeNetwork') });
    expect(toastTitles(mocks)).toEqual([t('error.writeNetwork')]);
  });

  it('a write that words its own failure (hideMsg) gets the same message to show', async () => {
    answer(mocks, 502, null);
    const error = await rejection(post('/quiz/submit', {}, { hideMsg: true }));
    expect(toastTitles(mocks)).toEqual([]);
    expect(error.msg).toBe(t('error.writeUnanswered', { status: 502 }));
  });

  it('a read keeps the SPEC §8 texts', async () => {
    answer(mocks, 502, null);
    await rejection(get('/cus/user'));
    expect(toastTitles(mocks)).toEqual([t('error.httpStatus', { status: 502 })]);
  });

  it('the four languages say it', () => {
    const said = (['zh-Hant', 'zh-Hans', 'pt', 'en'] as const).map((locale) => {
      setLocale(locale);
      return t('error.writeUnanswered', { status: 502 });
    });
    setLocale('zh-Hant');
    expect(new Set(said).size).toBe(4);
    for (const each of said) expect(each).toContain('502');
  });
});

describe('SPEC §8 network failure', () => {
  it('toasts the network text, hides loading and stops pull-down refresh', async () => {
    failNetwork(mocks);
    const error = await rejection(get('/news/word/page'));
    expect(error).toMatchObject({ kind: 'network', msg: t('error.network') });
    expect(toastTitles(mocks)).toEqual([t('error.network')]);
    expect(mocks.hideLoading).toHaveBeenCalled();
    expect(mocks.stopPullDownRefresh).toHaveBeenCalled();
  });

  it('the network text is the one SPEC §8 quotes', async () => {
    setLocale('zh-Hans');
    try {
      failNetwork(mocks);
      await rejection(get('/news/word/page'));
      expect(toastTitles(mocks)).toEqual(['网络错误，请稍后重试']);
    } finally {
      setLocale('zh-Hant');
    }
  });

  it('hides the loading indicator before toasting (hiding loading hides a toast on WeChat)', async () => {
    failNetwork(mocks);
    await rejection(get('/news/word/page'));
    const hideOrder = mocks.hideLoading.mock.invocationCallOrder[0];
    const toastOrder = mocks.showToast.mock.invocationCallOrder[0];
    expect(hideOrder).toBeLessThan(toastOrder);
  });
});

describe('loading indicator', () => {
  it('shows the loading text while a showLoading request runs and hides it after', async () => {
    await request({ url: '/grow/integralTrade', method: 'POST', data: {}, showLoading: true });
    expect(mocks.showLoading).toHaveBeenCalledWith(
      expect.objectContaining({ title: t('common.loading') }),
    );
    expect(mocks.hideLoading).toHaveBeenCalledTimes(1);
    expect(mocks.showLoading.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.request.mock.invocationCallOrder[0],
    );
  });

  it('hides the loading before a business toast', async () => {
    answer(mocks, 200, envelope(null, 3, 'Sold out'));
    await rejection(request({ url: '/grow/integralTrade', method: 'POST', showLoading: true }));
    expect(mocks.hideLoading.mock.invocationCallOrder[0]).toBeLessThan(
      mocks.showToast.mock.invocationCallOrder[0],
    );
  });

  it('does not show loading unless asked', async () => {
    await get('/cus/user');
    expect(mocks.showLoading).not.toHaveBeenCalled();
  });
});

describe('query and form encoding', () => {
  it('encodes the query and skips undefined and null', async () => {
    await get('/news/word/page', {
      pageNo: 1,
      keyword: 'a&b=c d/é',
      categoryId: undefined,
      kind: null,
      ids: [1, 2],
      done: false,
    });
    expect(sent(mocks).url).toBe(
      `${API_BASE}/news/word/page?pageNo=1&keyword=a%26b%3Dc%20d%2F%C3%A9&ids=1&ids=2&done=false`,
    );
  });

  it('sends no question mark for an empty query', async () => {
    await get('/cus/user', { a: undefined });
    expect(sent(mocks).url).toBe(`${API_BASE}/cus/user`);
  });

  it('sends form bodies url-encoded with the form content type', async () => {
    await post('/sms/sendLoginCode', { phone: '6612 3456', areaCode: '+853' }, { form: true });
    expect(sent(mocks)).toMatchObject({
      method: 'POST',
      data: 'phone=6612%203456&areaCode=%2B853',
      header: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  });

  it('del sends its body with DELETE', async () => {
    await del('/pmm/addressMessage', [4]);
    expect(sent(mocks)).toMatchObject({ method: 'DELETE', data: [4] });
  });

  it('leaves absolute URLs alone', async () => {
    await post('https://logs.example.org/exhibition-tongji/v1/js/logs', []);
    expect(sent(mocks).url).toBe('https://logs.example.org/exhibition-tongji/v1/js/logs');
  });

  it('uses the platform answer as is (no second unwrap of a nested envelope)', async () => {
    mocks.request.mockImplementation((() =>
      Promise.resolve(response(200, envelope({ code: 5, data: 'inner' })))) as never);
    await expect(get('/sys/params/public/x')).resolves.toEqual({ code: 5, data: 'inner' });
  });
});
