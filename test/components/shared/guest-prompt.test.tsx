// The jest transformer compiles JSX with the classic runtime; the pragma tells tsc the same.
/** @jsxRuntime classic */
import React from 'react';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { t } from '@/shared/i18n';
import {
  componentSuite,
  mockNavigation,
  mockPageStack,
  mountPlain,
  tap,
  urlsOf,
} from '../support/harness';
import { getByRole, getByText } from '../support/queries';

componentSuite();

describe('GuestPrompt', () => {
  test('says why the page is empty and links to login with a redirect back here', async () => {
    mockPageStack(1, '/pages/points/points');
    const nav = mockNavigation();
    await mountPlain(<GuestPrompt />);
    expect(getByText(t('message.loginFirst'))).toBeTruthy();
    const login = getByRole('button', { name: t('page.login') });

    await tap(login);
    expect(urlsOf(nav.navigateTo)).toEqual([
      '/pages/login/login?redirect=%2Fpages%2Fpoints%2Fpoints',
    ]);
  });
});
