import { useState } from 'react';
import Taro from '@tarojs/taro';

function decodeOnce(value: string): string {
  if (!/%[0-9a-f]{2}/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The page's query parameters as they were when it opened (redirect, type, phone...). Read once:
 * Taro's current instance moves on when another page is pushed over this one. The mini-program
 * hands values over still encoded ('%2B853'), H5 decoded; both come out decoded.
 */
export function useRouteParams(): Readonly<Record<string, string | undefined>> {
  const [params] = useState(() => {
    const raw: Record<string, unknown> = Taro.getCurrentInstance().router?.params ?? {};
    const decoded: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(raw)) {
      decoded[key] = value === undefined || value === null ? undefined : decodeOnce(String(value));
    }
    return decoded;
  });
  return params;
}

/**
 * A positive integer id from a page's query value (`?id=12`), or undefined: a page opened without
 * a usable id asks the server for nothing and says so, instead of requesting `/detail/NaN`.
 */
export function routeId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
