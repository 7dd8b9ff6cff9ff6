import React, { type ReactElement } from 'react';
import Taro from '@tarojs/taro';
import TestUtils from '@tarojs/test-utils-react';
import type { RootStore } from '@/stores/root-store';
import { StoresContext } from '@/stores/context';

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

type Loose = (...args: never[]) => unknown;
export const resolved = (() => Promise.resolve({ errMsg: 'ok' })) as Loose as never;

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

/** react-dom's act deprecation notice comes from inside test-utils-react; nothing to act on. */
export function quietActDeprecation(): void {
  const original = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return;
    original(...args);
  });
}

export interface Mounted {
  utils: TestUtils;
  stores: RootStore;
}

/**
 * Mounts an element inside the stores provider, the way app.tsx hands the stores down. A caller
 * that lets pages show mocks '@/api/tracking', so that page views stay off the network.
 */
export async function mountWithStores(element: ReactElement, stores: RootStore): Promise<Mounted> {
  const utils = new TestUtils();
  function WithStores() {
    return <StoresContext.Provider value={stores}>{element}</StoresContext.Provider>;
  }
  await utils.mount(WithStores, {});
  return { utils, stores };
}

/** Mounts an element that needs no stores. */
export async function mountPlain(element: ReactElement): Promise<TestUtils> {
  const utils = new TestUtils();
  function Plain() {
    return element;
  }
  await utils.mount(Plain, {});
  return utils;
}

/** Unmounts what a test mounted and empties the body for the next one. */
export function cleanup(utils: TestUtils | undefined): void {
  try {
    utils?.unmout();
  } finally {
    document.body.innerHTML = '';
  }
}

/** Text of the document with every whitespace run folded (text may be split over nodes). */
export function bodyText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
