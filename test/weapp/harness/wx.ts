/**
 * `wx.*` for the headless logic layer: the APIs this mini-program calls, each answering as WeChat
 * documents it (success/fail/complete callbacks, `errMsg`). Network calls go to the reference
 * server over real HTTP; what a person would answer (a modal, the album, their position) comes
 * from the test's script; what the app shows (toasts, modals, loading, shares) is recorded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiniProgram, MiniProgramOptions, ShareCard } from './logic-layer';

export interface Shown {
  api: string;
  title?: string;
  content?: string;
  icon?: string;
  page?: string;
}

export interface WxScript {
  /** What the person taps in the next modals (true: confirm); when empty, confirm. */
  modalAnswers: boolean[];
  /** The index picked in the next action sheets; when empty, the first. */
  actionSheetAnswers: number[];
  /** The pictures the album gives chooseMedia: paths of real files on this machine. */
  album: string[];
  location: { latitude: number; longitude: number };
  /** The code wx.login hands out (the fake WeChat server knows it). */
  loginCode: () => string;
  /** The system language WeChat reports (zh_HK, zh_CN, en, pt...). */
  language: string;
}

export interface WxRecords {
  storage: Map<string, unknown>;
  shown: Shown[];
  requests: { method: string; url: string; status: number }[];
  uploads: { url: string; name: string; file: string; status: number }[];
  tabBar: { index: number; text?: string }[];
  clipboard: string[];
  calendar: unknown[];
  privacyAsked: number;
  shares: { route: string; to: 'chat' | 'moments'; card: ShareCard }[];
  inFlight: number;
  closed: boolean;
}

type Options = Record<string, unknown> & {
  success?: (result: unknown) => void;
  fail?: (error: unknown) => void;
  complete?: (result: unknown) => void;
};

const parseUrl = (url: string, from?: string): { route: string; query: Record<string, string> } => {
  const [pathPart, search = ''] = url.split('?');
  const base = from ? path.posix.dirname(from) : '';
  const route = pathPart.startsWith('/')
    ? pathPart.slice(1)
    : path.posix.normalize(path.posix.join(base, pathPart));
  const query: Record<string, string> = {};
  for (const pair of search.split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    query[decodeURIComponent(key)] = value;
  }
  return { route, query };
};

export function createWx(mp: MiniProgram, options: MiniProgramOptions) {
  const records: WxRecords = {
    storage: new Map(),
    shown: [],
    requests: [],
    uploads: [],
    tabBar: [],
    clipboard: [],
    calendar: [],
    privacyAsked: 0,
    shares: [],
    inFlight: 0,
    closed: false,
  };
  let loginSerial = 0;
  const script: WxScript = {
    modalAnswers: [],
    actionSheetAnswers: [],
    album: [],
    location: { latitude: 22.1987, longitude: 113.5439 },
    loginCode: () => `harness-code-${(loginSerial += 1)}`,
    language: 'zh_HK',
    ...options.script,
  };
  const pageRoute = () => mp.current?.route;

  /**
   * WeChat's callback style: success or fail, then complete, never in the caller's own turn. A
   * call with none of the three returns a Promise instead (WeChat's base library 2.10.2 and later).
   */
  const answer = (
    name: string,
    opts: Options | undefined,
    result: unknown,
    failed?: string,
  ): Promise<unknown> | undefined => {
    const promised = !opts?.success && !opts?.fail && !opts?.complete;
    let resolve: (value: unknown) => void = () => {};
    let reject: (error: unknown) => void = () => {};
    const promise = promised
      ? new mp.Promise((yes, no) => {
          resolve = yes;
          reject = no;
        })
      : undefined;
    const settle = () => {
      if (records.closed) return;
      if (failed !== undefined) {
        const error = mp.inContext({ errMsg: `${name}:fail ${failed}` });
        opts?.fail?.(error);
        opts?.complete?.(error);
        reject(error);
      } else {
        const value = mp.inContext({ errMsg: `${name}:ok`, ...(result as object) });
        opts?.success?.(value);
        opts?.complete?.(value);
        resolve(value);
      }
    };
    setTimeout(mp.guard(settle), 0);
    return promise;
  };
  const ok =
    (name: string, result: (opts: Options) => unknown = () => ({})) =>
    (opts?: Options) =>
      answer(name, opts, result(opts ?? {}));
  const record =
    (name: string, pick: (opts: Options) => Partial<Shown> = () => ({})) =>
    (opts?: Options) => {
      records.shown.push({ api: name, page: pageRoute(), ...pick(opts ?? {}) });
      return answer(name, opts, {});
    };

  const toServer = (url: string) =>
    url.startsWith(options.builtApiBase)
      ? options.apiBase + url.slice(options.builtApiBase.length)
      : url;

  const encodeForm = (data: Record<string, unknown>) =>
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
      .join('&');

  const request = (opts: Options) => {
    const method = String(opts.method ?? 'GET').toUpperCase();
    const header = { ...((opts.header ?? {}) as Record<string, string>) };
    const contentType = Object.entries(header).find(([k]) => k.toLowerCase() === 'content-type');
    let url = toServer(String(opts.url));
    let body: string | undefined;
    const data = opts.data as Record<string, unknown> | string | undefined;
    if (method === 'GET' || method === 'HEAD') {
      if (data && typeof data === 'object' && Object.keys(data).length) {
        url += (url.includes('?') ? '&' : '?') + encodeForm(data);
      }
    } else if (data !== undefined) {
      if (typeof data === 'string') body = data;
      else if (contentType && /x-www-form-urlencoded/.test(contentType[1])) body = encodeForm(data);
      else {
        body = JSON.stringify(data);
        if (!contentType) header['content-type'] = 'application/json';
      }
    }
    const controller = new AbortController();
    const timeout = Number(opts.timeout ?? 60000);
    const timer = setTimeout(() => controller.abort('timeout'), timeout);
    records.inFlight += 1;
    fetch(url, { method, headers: header, body, signal: controller.signal })
      .then(async (response) => {
        const text = await response.text();
        let parsed: unknown = text;
        if ((opts.dataType ?? 'json') === 'json') {
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
        }
        records.requests.push({ method, url, status: response.status });
        answer('request', opts, {
          data: parsed,
          statusCode: response.status,
          header: Object.fromEntries(response.headers.entries()),
          cookies: [],
        });
      })
      .catch((error: unknown) => {
        records.requests.push({ method, url, status: 0 });
        answer('request', opts, {}, controller.signal.aborted ? 'timeout' : String(error));
      })
      .finally(() => {
        clearTimeout(timer);
        records.inFlight -= 1;
      });
    return {
      abort: () => controller.abort('abort'),
      onHeadersReceived() {},
      offHeadersReceived() {},
    };
  };

  const files = new Map<string, string>();
  const uploadFile = (opts: Options) => {
    const url = toServer(String(opts.url));
    const local = files.get(String(opts.filePath));
    if (!local) {
      answer('uploadFile', opts, {}, `file not found ${String(opts.filePath)}`);
      return { abort() {}, onProgressUpdate() {} };
    }
    const form = new FormData();
    for (const [key, value] of Object.entries((opts.formData ?? {}) as Record<string, unknown>)) {
      form.append(key, String(value));
    }
    const type = local.endsWith('.png') ? 'image/png' : 'image/jpeg';
    form.append(String(opts.name), new Blob([readFileSync(local)], { type }), path.basename(local));
    records.inFlight += 1;
    fetch(url, {
      method: 'POST',
      headers: (opts.header ?? {}) as Record<string, string>,
      body: form,
    })
      .then(async (response) => {
        records.uploads.push({
          url,
          name: String(opts.name),
          file: local,
          status: response.status,
        });
        answer('uploadFile', opts, { data: await response.text(), statusCode: response.status });
      })
      .catch((error: unknown) => answer('uploadFile', opts, {}, String(error)))
      .finally(() => {
        records.inFlight -= 1;
      });
    return { abort() {}, onProgressUpdate() {}, offProgressUpdate() {} };
  };

  const navigate =
    (name: 'navigateTo' | 'redirectTo' | 'reLaunch' | 'switchTab') => (opts: Options) => {
      const { route, query } = parseUrl(String(opts.url), pageRoute());
      if (!mp.isPage(route)) return answer(name, opts, {}, `page "${route}" is not found`);
      // WeChat runs the navigation after the call returns.
      setTimeout(
        mp.guard(() => {
          const refused = name === 'switchTab' ? mp.switchTab(route) : mp[name](route, query);
          answer(name, opts, {}, refused);
        }),
        0,
      );
    };

  const windowInfo = {
    pixelRatio: 3,
    screenWidth: 390,
    screenHeight: 844,
    windowWidth: 390,
    windowHeight: 844,
    statusBarHeight: 47,
    safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
    screenTop: 0,
  };
  const baseInfo = {
    SDKVersion: '3.6.0',
    language: script.language,
    version: '8.0.50',
    theme: 'light',
    enableDebug: false,
  };
  const deviceInfo = { brand: 'harness', model: 'harness', system: 'iOS 17.0', platform: 'ios' };

  const selectorQuery = () => {
    const query = {
      in: () => query,
      select: () => nodes,
      selectAll: () => nodes,
      selectViewport: () => nodes,
      exec: (callback?: (result: unknown[]) => void) => {
        setTimeout(
          mp.guard(() => callback?.(mp.inContext([null]))),
          0,
        );
      },
    };
    // Layout is the view layer's: the harness has none, so a rect reads as empty.
    const nodes = {
      boundingClientRect: () => query,
      scrollOffset: () => query,
      fields: () => query,
      node: () => query,
      context: () => query,
    };
    return query;
  };

  const wx: Record<string, unknown> = {
    // Network
    request,
    uploadFile,
    // Storage: values kept as WeChat keeps them, by copy; a missing key reads as ''.
    getStorageSync: (key: string) =>
      records.storage.has(key) ? mp.inContext(records.storage.get(key)) : '',
    setStorageSync: (key: string, value: unknown) => {
      records.storage.set(key, value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
    },
    removeStorageSync: (key: string) => {
      records.storage.delete(key);
    },
    clearStorageSync: () => records.storage.clear(),
    getStorageInfoSync: () =>
      mp.inContext({ keys: [...records.storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (opts: Options) =>
      records.storage.has(String(opts.key))
        ? answer('getStorage', opts, { data: records.storage.get(String(opts.key)) })
        : answer('getStorage', opts, {}, 'data not found'),
    setStorage: (opts: Options) => {
      records.storage.set(String(opts.key), JSON.parse(JSON.stringify(opts.data ?? null)));
      answer('setStorage', opts, {});
    },
    removeStorage: (opts: Options) => {
      records.storage.delete(String(opts.key));
      answer('removeStorage', opts, {});
    },
    clearStorage: (opts: Options) => {
      records.storage.clear();
      answer('clearStorage', opts, {});
    },
    // Navigation
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    reLaunch: navigate('reLaunch'),
    switchTab: navigate('switchTab'),
    navigateBack: (opts: Options = {}) => {
      setTimeout(
        mp.guard(() => answer('navigateBack', opts, {}, mp.navigateBack(Number(opts.delta ?? 1)))),
        0,
      );
    },
    // What the app shows
    showToast: record('showToast', (o) => ({
      title: String(o.title),
      icon: String(o.icon ?? 'success'),
    })),
    hideToast: ok('hideToast'),
    showLoading: record('showLoading', (o) => ({ title: String(o.title ?? '') })),
    hideLoading: ok('hideLoading'),
    showModal: (opts: Options) => {
      records.shown.push({
        api: 'showModal',
        page: pageRoute(),
        title: String(opts.title ?? ''),
        content: String(opts.content ?? ''),
      });
      const confirm = script.modalAnswers.length ? script.modalAnswers.shift()! : true;
      return answer('showModal', opts, { confirm, cancel: !confirm });
    },
    showActionSheet: (opts: Options) => {
      records.shown.push({
        api: 'showActionSheet',
        page: pageRoute(),
        content: JSON.stringify(opts.itemList),
      });
      return answer('showActionSheet', opts, { tapIndex: script.actionSheetAnswers.shift() ?? 0 });
    },
    setNavigationBarTitle: ok('setNavigationBarTitle'),
    setNavigationBarColor: ok('setNavigationBarColor'),
    setTabBarItem: (opts: Options) => {
      records.tabBar.push({ index: Number(opts.index), text: opts.text as string | undefined });
      answer('setTabBarItem', opts, {});
    },
    setTabBarStyle: ok('setTabBarStyle'),
    showTabBar: ok('showTabBar'),
    hideTabBar: ok('hideTabBar'),
    startPullDownRefresh: ok('startPullDownRefresh'),
    stopPullDownRefresh: ok('stopPullDownRefresh'),
    pageScrollTo: ok('pageScrollTo'),
    showShareMenu: ok('showShareMenu'),
    hideShareMenu: ok('hideShareMenu'),
    updateShareMenu: ok('updateShareMenu'),
    previewImage: record('previewImage', (o) => ({ content: JSON.stringify(o.urls) })),
    setClipboardData: (opts: Options) => {
      records.clipboard.push(String(opts.data));
      answer('setClipboardData', opts, {});
    },
    getClipboardData: (opts: Options) =>
      answer('getClipboardData', opts, { data: records.clipboard.at(-1) ?? '' }),
    addPhoneCalendar: (opts: Options) => {
      records.calendar.push({ title: opts.title, startTime: opts.startTime });
      answer('addPhoneCalendar', opts, {});
    },
    makePhoneCall: ok('makePhoneCall'),
    vibrateShort: ok('vibrateShort'),
    // The device
    getSystemInfoSync: () => mp.inContext({ ...windowInfo, ...baseInfo, ...deviceInfo }),
    getSystemInfo: (opts: Options) =>
      answer('getSystemInfo', opts, { ...windowInfo, ...baseInfo, ...deviceInfo }),
    getWindowInfo: () => mp.inContext(windowInfo),
    getAppBaseInfo: () => mp.inContext(baseInfo),
    getDeviceInfo: () => mp.inContext(deviceInfo),
    getMenuButtonBoundingClientRect: () =>
      mp.inContext({ width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }),
    getLaunchOptionsSync: () => mp.inContext(mp.launchOptions),
    getEnterOptionsSync: () => mp.inContext(mp.launchOptions),
    getNetworkType: ok('getNetworkType', () => ({ networkType: 'wifi' })),
    onNetworkStatusChange: () => {},
    offNetworkStatusChange: () => {},
    onAppHide: () => {},
    offAppHide: () => {},
    onAppShow: () => {},
    offAppShow: () => {},
    onPageNotFound: () => {},
    onError: () => {},
    onUnhandledRejection: () => {},
    onMemoryWarning: () => {},
    getUpdateManager: () => ({
      onCheckForUpdate() {},
      onUpdateReady() {},
      onUpdateFailed() {},
      applyUpdate() {},
    }),
    canIUse: () => true,
    nextTick: (fn: () => void) => Promise.resolve().then(mp.guard(fn)),
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => ({
      relativeToViewport: () => ({ observe() {} }),
      observe() {},
      disconnect() {},
    }),
    // WeChat sign-in: a code the fake WeChat server will exchange.
    login: (opts: Options) => answer('login', opts, { code: script.loginCode() }),
    checkSession: ok('checkSession'),
    // Privacy: the app asks for consent before a protected call (app.json __usePrivacyCheck__).
    getPrivacySetting: ok('getPrivacySetting', () => ({
      needAuthorization: records.privacyAsked === 0,
      privacyContractName: '隱私保護指引',
    })),
    requirePrivacyAuthorize: (opts: Options) => {
      records.privacyAsked += 1;
      return answer('requirePrivacyAuthorize', opts, {});
    },
    openPrivacyContract: ok('openPrivacyContract'),
    onNeedPrivacyAuthorization: () => {},
    // Location and album, as the person's script says.
    getLocation: (opts: Options) =>
      answer('getLocation', opts, { ...script.location, accuracy: 10, speed: 0, altitude: 0 }),
    chooseLocation: (opts: Options) =>
      answer('chooseLocation', opts, {
        name: 'Ruins of St. Paul',
        address: 'Macau',
        ...script.location,
      }),
    openLocation: record('openLocation', (o) => ({ title: String(o.name ?? '') })),
    getSetting: ok('getSetting', () => ({ authSetting: { 'scope.userLocation': true } })),
    authorize: ok('authorize'),
    openSetting: ok('openSetting', () => ({ authSetting: {} })),
    chooseMedia: (opts: Options) => {
      const count = Number(opts.count ?? 9);
      const picked = script.album.splice(0, count);
      if (picked.length === 0) return answer('chooseMedia', opts, {}, 'cancel');
      const tempFiles = picked.map((file, index) => {
        const tempFilePath = `wxfile://tmp_${Date.now()}_${index}${path.extname(file)}`;
        files.set(tempFilePath, file);
        return { tempFilePath, size: readFileSync(file).length, fileType: 'image' };
      });
      return answer('chooseMedia', opts, { tempFiles, type: 'image' });
    },
    getFileSystemManager: () => ({
      readFileSync: () => {
        throw new Error('the harness keeps no files');
      },
    }),
  };
  return { wx, records, script };
}
