import { useCallback, useEffect, useRef } from 'react';
import Taro, { useDidShow, useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { useStores } from '@/shared/stores/context';
import { getLocale } from '@/shared/i18n';
import { rememberInviter, sharePayload } from './invite';
import { applyWebShare, shareFromButton } from './web-share';
import type { ShareContent, SharePayload } from './types';

export interface ShareOptions {
  /** Called when the visitor shares (the server counts a work's shares, for example). */
  onShared?: () => void;
}

export interface Share {
  /** The share of the page as it is now, or undefined while its item has not loaded. */
  payload: () => SharePayload | undefined;
  /** For a share button: H5 share sheet or copy link; the mini-program uses openType="share". */
  share: () => Promise<void>;
}

/**
 * A page's share (issue #13). Mini-program: the chat and Moments handlers (the page config also
 * needs enableShareAppMessage and enableShareTimeline). H5 in WeChat's browser: the JS-SDK share,
 * signed again each time the page shows. The content is read when the visitor shares, so the
 * title follows the language and the item loaded by then; the path carries the sharer's invite.
 * `key` names the item shown (its id), so the H5 share is set again when another one loads.
 */
export function useShare(
  make: () => ShareContent | undefined,
  key: string | number | undefined,
  { onShared }: ShareOptions = {},
): Share {
  const { session } = useStores();
  const latest = useRef({ make, onShared });
  latest.current = { make, onShared };

  const payload = useCallback((): SharePayload | undefined => {
    const content = latest.current.make();
    return content
      ? sharePayload(content, session.user?.id, session.user?.invitationCode)
      : undefined;
  }, [session]);

  useShareAppMessage(() => {
    const current = payload();
    if (!current) return {};
    latest.current.onShared?.();
    return { title: current.title, path: current.path, imageUrl: current.imageUrl };
  });

  useShareTimeline(() => {
    const current = payload();
    if (!current) return {};
    latest.current.onShared?.();
    return { title: current.title, query: current.query, imageUrl: current.imageUrl };
  });

  // Opened from a shared link: its inviter is kept for the visitor's next vote.
  useEffect(() => {
    const params = Taro.getCurrentInstance().router?.params ?? {};
    rememberInviter(params as Record<string, string | undefined>);
  }, []);

  const apply = useCallback(() => {
    const current = payload();
    if (current) void applyWebShare(current);
  }, [payload]);

  useDidShow(apply);
  const locale = getLocale();
  useEffect(apply, [apply, key, locale]);

  const share = useCallback(async () => {
    const current = payload();
    if (current && (await shareFromButton(current))) latest.current.onShared?.();
  }, [payload]);

  return { payload, share };
}
