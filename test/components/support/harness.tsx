import React, { type ComponentType, type ReactElement } from 'react';
import Taro from '@tarojs/taro';
import TestUtils from '@tarojs/test-utils-react';
import { getPageInstance } from '@tarojs/runtime';
import type { LoginResult, UserInfo } from '@/shared/api/types';
import { initLocale } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { StoresContext } from '@/shared/stores/context';
import { saveSession } from '@/shared/lib/storage';
import { queryAllByRole, queryByRole, textOf as textIn } from './queries';

// Shared by every component and page suite. Pages: the network is mocked at Taro.request,
// navigation, toasts, the confirm dialog and the image picker at their Taro calls, and each page
// is mounted inside a fresh RootStore (mockTaro, mount). Bare components are mounted without the
// page machinery (mountPlain, mountWithStores), so that fake timers can drive them.

let hooksEnabled = false;

/**
 * Taro's page hooks (useDidShow, usePullDownRefresh...) read React from the framework runtime,
 * which only createReactApp and friends fill in; a bare mount has to hand it over itself.
 */
export function enableTaroHooks(): void {
  if (hooksEnabled) return;
  // The runtime ships without typings; this is the one function needed from it.
  const runtime = jest.requireActual<{
    createH5NativeComponentConfig(component: unknown, react: unknown, dom: unknown): unknown;
  }>('@tarojs/plugin-framework-react/dist/runtime');
  runtime.createH5NativeComponentConfig(() => null, React, jest.requireActual('react-dom'));
  hooksEnabled = true;
}

// Taro's typings want task objects; the code under test only awaits a promise.
type Loose = (...args: never[]) => unknown;
export const resolved = (() => Promise.resolve({ errMsg: 'ok' })) as Loose as never;

/** react-dom's act deprecation notice comes from inside test-utils-react; nothing to act on. */
export function quietActDeprecation(): void {
  const original = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return;
    original(...args);
  });
}

/** Stack depth and shown page for the components that read them (NavBar, navigation). */
export function mockPageStack(depth = 1, path = '/pages/rules/rules') {
  const getCurrentPages = jest
    .spyOn(Taro, 'getCurrentPages')
    .mockImplementation((() => Array.from({ length: depth }, () => ({}))) as never);
  const getCurrentInstance = jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockImplementation((() => ({ router: { path, params: {} }, page: null, app: null })) as never);
  return { getCurrentPages, getCurrentInstance };
}

/** Taro's H5 navigation and title calls, answered without touching the jsdom history. */
export function mockNavigation() {
  return {
    navigateTo: jest.spyOn(Taro, 'navigateTo').mockImplementation(resolved),
    redirectTo: jest.spyOn(Taro, 'redirectTo').mockImplementation(resolved),
    switchTab: jest.spyOn(Taro, 'switchTab').mockImplementation(resolved),
    reLaunch: jest.spyOn(Taro, 'reLaunch').mockImplementation(resolved),
    navigateBack: jest.spyOn(Taro, 'navigateBack').mockImplementation(resolved),
    setNavigationBarTitle: jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(resolved),
    setTabBarItem: jest.spyOn(Taro, 'setTabBarItem').mockImplementation(resolved),
  };
}

/** jsdom has no IntersectionObserver; Taro's H5 Image uses one for lazyLoad. It never fires. */
export function stubIntersectionObserver(): void {
  if ('IntersectionObserver' in window) return;
  class NoIntersections {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: NoIntersections,
  });
}

export interface SentRequest {
  url: string;
  method: string;
  data: unknown;
  header: Record<string, string>;
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

type Reply =
  Envelope | Promise<Envelope> | ((request: SentRequest) => Envelope | Promise<Envelope>);

/** `METHOD /path` (path after /exhibition-api, no query) → the envelope to answer. */
export type Routes = Record<string, Reply>;

export const ok = (data: unknown = null, msg = 'ok'): Envelope => ({ code: 0, msg, data });
export const fail = (code: number, msg: string): Envelope => ({ code, msg, data: null });

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function pathOf(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
  return path.replace(/^\/exhibition-api/, '');
}

export interface MockTaroOptions {
  /**
   * Pages on the stack. The H5 router's stack needs the app's router config, which a component
   * test lacks, so it is empty unless a test says the page was opened from another one (2): then
   * back() is a navigateBack.
   */
  pages?: number;
}

export function mockTaro(routes: Routes = {}, { pages = 0 }: MockTaroOptions = {}) {
  const sent: SentRequest[] = [];
  const request = jest.spyOn(Taro, 'request').mockImplementation(((options: SentRequest) => {
    const call = { ...options, method: options.method ?? 'GET' };
    sent.push(call);
    const reply = routes[`${call.method} ${pathOf(call.url)}`] ?? ok();
    const body = typeof reply === 'function' ? reply(call) : reply;
    return Promise.resolve(body).then((data) => ({
      statusCode: 200,
      data,
      header: {},
      errMsg: 'request:ok',
    }));
  }) as Loose as never);
  return {
    request,
    sent,
    /** Requests to one `METHOD /path`. */
    calls: (key: string) => sent.filter((each) => `${each.method} ${pathOf(each.url)}` === key),
    showToast: jest.spyOn(Taro, 'showToast').mockImplementation(resolved),
    showLoading: jest.spyOn(Taro, 'showLoading').mockImplementation(resolved),
    hideLoading: jest.spyOn(Taro, 'hideLoading').mockImplementation(resolved),
    ...mockNavigation(),
    stopPullDownRefresh: jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(resolved),
    showModal: jest
      .spyOn(Taro, 'showModal')
      .mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never),
    chooseMedia: jest.spyOn(Taro, 'chooseMedia').mockImplementation((() =>
      Promise.resolve({
        tempFiles: [{ tempFilePath: 'blob:avatar.png', size: 1, fileType: 'image' }],
        type: 'image',
        errMsg: 'ok',
      })) as never),
    uploadFile: jest.spyOn(Taro, 'uploadFile').mockImplementation((() =>
      Promise.resolve({
        statusCode: 200,
        data: JSON.stringify({
          errno: 0,
          errmsg: '',
          data: { url: 'https://cdn.example/avatar.png', name: 'avatar.png' },
        }),
        errMsg: 'ok',
      })) as never),
    getCurrentPages: jest
      .spyOn(Taro, 'getCurrentPages')
      .mockReturnValue(Array.from({ length: pages }, () => ({})) as never),
    // The nav bar lines up with the mini-program's capsule button, which H5 does not have.
    capsule: jest
      .spyOn(Taro, 'getMenuButtonBoundingClientRect')
      .mockReturnValue({ top: 24, height: 32, left: 281, right: 368, bottom: 56, width: 87 }),
  };
}

export type TaroMocks = ReturnType<typeof mockTaro>;

/** Taro.showModal answering with the given taps, in order (true = confirm). */
export function answerModal(...answers: boolean[]) {
  const queue = [...answers];
  return jest.spyOn(Taro, 'showModal').mockImplementation((() => {
    const confirm = queue.length > 0 ? (queue.shift() as boolean) : false;
    return Promise.resolve({ confirm, cancel: !confirm, errMsg: 'showModal:ok' });
  }) as never);
}

export function modalContents(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((call) => (call[0] as { content: string }).content);
}

export function toastTitles(mocks: TaroMocks): string[] {
  return mocks.showToast.mock.calls.map((call) => (call[0] as { title: string }).title);
}

export function urlsOf(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((call) => (call[0] as { url: string }).url);
}

export function setRoute(path: string, params: Record<string, string> = {}): void {
  (Taro.getCurrentInstance() as { router: unknown }).router = { path, params };
}

export const demoUser: UserInfo = {
  id: 7,
  phone: '61234567',
  areaCode: '+853',
  name: '陳大文',
  showName: 'demo',
  appellation: 'mr',
  gender: 'male',
  email: 'demo@example.org',
  region: 'macau-peninsula',
  memberType: 'individual',
  timeZone: 'Asia/Macau',
  language: 'zh-Hant',
  avatar: '',
  points: 1200,
  badgeCount: 4,
};

export function loginResult(token = 'token-abc'): LoginResult {
  return { token, expiresAt: Math.floor(Date.now() / 1000) + 604800, user: demoUser };
}

/** What a previous login left in storage. */
export function storeSession(user: UserInfo = demoUser): void {
  saveSession('stored-token', Math.floor(Date.now() / 1000) + 3600, user as never);
}

// Without a page context the page hooks register on the app-level instance, where
// fireLifecycle finds them.
const HOOKS_APP_ID = 'taro-app';

type Lifecycle = 'componentDidShow' | 'onPullDownRefresh';

/** Runs what the mounted page registered for a page event (show, pull-down refresh). */
export async function fireLifecycle(lifecycle: Lifecycle): Promise<void> {
  const instance = getPageInstance(HOOKS_APP_ID) as unknown as Record<string, unknown> | undefined;
  const registered = instance?.[lifecycle];
  const callbacks = Array.isArray(registered) ? registered : registered ? [registered] : [];
  await new TestUtils().act(async () => {
    for (const callback of callbacks) (callback as () => void)();
  });
  await settle();
}

/**
 * The hooks of a page suite: before each test the act notice is quietened and, given a path,
 * the route is set; after it the page is unmounted and every spy restored.
 */
export function pageSuite(route?: string): void {
  beforeEach(() => {
    quietActDeprecation();
    if (route) setRoute(route);
  });
  afterEach(() => {
    unmountAll();
    jest.restoreAllMocks();
  });
}

/**
 * The hooks of a bare component suite: each test starts in the saved (default) language with
 * the act notice quietened, and ends with what it mounted gone and every spy restored.
 */
export function componentSuite(): void {
  beforeEach(() => {
    initLocale();
    quietActDeprecation();
  });
  afterEach(() => {
    unmountAll();
    jest.restoreAllMocks();
  });
}

let mounted: TestUtils[] = [];

/** Unmounts everything the mount functions rendered, so that page hooks are gone too. */
export function unmountAll(): void {
  for (const utils of mounted) utils.unmout();
  mounted = [];
  document.body.innerHTML = '';
}

/** Mounts a page inside the stores provider and lets its first requests answer. */
export async function mount(Page: ComponentType, stores: RootStore = new RootStore()) {
  enableTaroHooks();
  const testUtils = new TestUtils();
  mounted.push(testUtils);
  function Wrapped() {
    return (
      <StoresContext.Provider value={stores}>
        <Page />
      </StoresContext.Provider>
    );
  }
  await testUtils.mount(Wrapped, {});
  await settle();
  return { testUtils, stores };
}

export interface Mounted {
  utils: TestUtils;
  stores: RootStore;
}

/**
 * Mounts an element inside the stores provider, the way app.tsx hands the stores down, and
 * nothing more: no settling, so that fake timers stay in the test's hands. A caller that lets
 * pages show mocks '@/api/tracking', so that page views stay off the network.
 */
export async function mountWithStores(element: ReactElement, stores: RootStore): Promise<Mounted> {
  const utils = new TestUtils();
  function WithStores() {
    return <StoresContext.Provider value={stores}>{element}</StoresContext.Provider>;
  }
  mounted.push(utils);
  await utils.mount(WithStores, {});
  return { utils, stores };
}

/** Mounts an element that needs no stores. */
export async function mountPlain(element: ReactElement): Promise<TestUtils> {
  const utils = new TestUtils();
  function Plain() {
    return element;
  }
  mounted.push(utils);
  await utils.mount(Plain, {});
  return utils;
}

/** Unmounts one mounted tree before the test ends and empties the body. */
export function cleanup(utils: TestUtils | undefined): void {
  mounted = mounted.filter((each) => each !== utils);
  try {
    utils?.unmout();
  } finally {
    document.body.innerHTML = '';
  }
}

/** Lets pending promises, timers of 0 ms and the re-renders they cause run. */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new TestUtils().act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
  }
}

/** Text of the document with every whitespace run folded (text may be split over nodes). */
export function bodyText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

type Find = () => HTMLElement | null | undefined;

/**
 * Waits for an element: Taro's H5 components are web components that draw their inner parts
 * (the native <input> of an Input) a frame or so after React has put them in the page. Give it
 * a query, e.g. `() => queryByRole('button', { name })`.
 */
export async function waitFor(find: Find, timeoutMs = 2000): Promise<HTMLElement> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nothing found in time: ${String(find)}`);
    await new TestUtils().act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
  }
}

/** Waits until a check holds: web components re-draw a frame after their props change. */
export async function waitUntil(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new TestUtils().act(async () => {
      await new Promise((done) => setTimeout(done, 10));
    });
  }
}

/** A form row, found by its label: FormField is a group named by the label it shows. */
export function field(label: string): HTMLElement {
  const found = queryAllByRole('group', { name: label });
  if (found.length !== 1) throw new Error(`${found.length} form rows are labelled ${label}`);
  return found[0];
}

/** The native text box of the form row labelled `label`, or the given box or the one inside it. */
export async function boxOf(target: string | HTMLElement): Promise<HTMLInputElement> {
  return (await waitFor(() => {
    const container =
      typeof target === 'string' ? queryAllByRole('group', { name: target })[0] : target;
    if (container?.matches('input, textarea')) return container;
    return container?.querySelector<HTMLElement>('input, textarea');
  })) as HTMLInputElement;
}

/** Types into the box of the form row labelled `label`, or into the box inside an element. */
export async function fill(target: string | HTMLElement, value: string): Promise<void> {
  const input = await boxOf(target);
  const utils = new TestUtils();
  input.value = value;
  utils.fireEvent.input(input, { target: { value } } as InputEventInit);
  await settle(1);
}

/** What the box of the form row labelled `label` holds. */
export async function valueOf(label: string): Promise<string> {
  return (await boxOf(label)).value;
}

/** The message shown under the form row labelled `label` (its alert), or ''. */
export function errorOf(label: string): string {
  return textIn(queryByRole('alert', {}, field(label)));
}

export async function tap(element: HTMLElement): Promise<void> {
  new TestUtils().fireEvent.click(element);
  await settle();
}

/** Taro's H5 button writes disabled="false" when enabled, so presence alone says nothing. */
export function isDisabled(element: HTMLElement): boolean {
  const value = element.getAttribute('disabled');
  return value !== null && value !== 'false';
}

export function isLoading(element: HTMLElement): boolean {
  const value = element.getAttribute('loading');
  return value !== null && value !== 'false';
}
