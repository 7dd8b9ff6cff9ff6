import Taro from '@tarojs/taro';
import { routeOfPath } from '@/routes';
import { back, navigate, type Query } from '@/shared/lib/navigation';

function cameFromLogin(): boolean {
  const pages = Taro.getCurrentPages();
  const previous = pages[pages.length - 2];
  return previous?.route ? routeOfPath(previous.route)?.name === 'login' : false;
}

/**
 * To the login page: back to it when it is the page below (its redirect is still there), else
 * login in place of this page, carrying `query` (a redirect, or a phone to fill in).
 */
export async function returnToLogin(query?: Query, options: { fresh?: boolean } = {}) {
  if (!options.fresh && cameFromLogin()) {
    await back();
    return;
  }
  await navigate('login', { mode: 'redirect', query });
}
