// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import type TestUtils from '@tarojs/test-utils-react';
import { NavBar } from '@/shared/ui/nav-bar';
import { setLocale, t } from '@/shared/i18n';
import {
  bodyText,
  componentSuite,
  mockNavigation,
  mockPageStack,
  mountPlain,
} from './support/harness';
import { getByText, queryByRole } from './support/queries';

// jest loads the mini-program layout (it ignores the .h5 suffix); on H5 the bar uses layout.h5.ts.
jest.mock('@/shared/ui/nav-bar/layout', () => jest.requireActual('@/shared/ui/nav-bar/layout.h5'));

let utils: TestUtils | undefined;
let nav: ReturnType<typeof mockNavigation>;

componentSuite();
beforeEach(() => {
  nav = mockNavigation();
});

const button = (label: string) => queryByRole('button', { name: label });

describe('NavBar (SPEC §2 custom navigation bar)', () => {
  test('shows the title', async () => {
    mockPageStack(2);
    utils = await mountPlain(<NavBar title="積分中心" />);
    expect(getByText('積分中心')).toBeTruthy();
    expect(bodyText()).toBe('積分中心');
  });

  test('§2 with a page to go back to, shows back, and back goes back', async () => {
    mockPageStack(2);
    utils = await mountPlain(<NavBar title="x" />);
    const back = button(t('common.back'));
    expect(back).not.toBeNull();
    expect(button(t('common.home'))).toBeNull();
    utils.fireEvent.click(back as Element);
    await Promise.resolve();
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 1 });
    expect(nav.reLaunch).not.toHaveBeenCalled();
  });

  test('§2 as the only page (a shared link), shows home, and home relaunches home', async () => {
    mockPageStack(1);
    utils = await mountPlain(<NavBar title="x" />);
    expect(button(t('common.back'))).toBeNull();
    const home = button(t('common.home'));
    expect(home).not.toBeNull();
    utils.fireEvent.click(home as Element);
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
    expect(nav.navigateBack).not.toHaveBeenCalled();
  });

  test('an onBack prop replaces going back', async () => {
    mockPageStack(3);
    const onBack = jest.fn();
    utils = await mountPlain(<NavBar title="x" onBack={onBack} />);
    utils.fireEvent.click(button(t('common.back')) as Element);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(nav.navigateBack).not.toHaveBeenCalled();
    expect(nav.reLaunch).not.toHaveBeenCalled();
  });

  test('the buttons are labelled in the current language', async () => {
    mockPageStack(2);
    setLocale('en');
    utils = await mountPlain(<NavBar title="x" />);
    expect(button('Back')).not.toBeNull();
  });

  test('the transparent variant is marked for headers over a picture', async () => {
    mockPageStack(2);
    utils = await mountPlain(<NavBar title="x" transparent />);
    // Drawn over a picture rather than the brand colour: only a look, so the class says it.
    const bar = getByText('x').closest('.nav-bar');
    expect(bar?.classList.contains('nav-bar--transparent')).toBe(true);
  });
});
