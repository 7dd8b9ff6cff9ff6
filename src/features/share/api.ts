import { get } from '@/shared/api/http';
import type { ShareSignature } from './types';

/** GET /crm/membersInfo/wechatShare: signature for the WeChat JS-SDK on H5. */
export const getWechatShareSignature = (url: string) =>
  get<ShareSignature>('/crm/membersInfo/wechatShare', { url }, { silent: true });

/**
 * The URL the JS-SDK signs: the current page without its fragment, which WeChat strips before
 * checking the signature.
 */
export function shareSignatureUrl(href: string = currentHref()): string {
  return href.split('#')[0];
}

function currentHref(): string {
  return typeof window !== 'undefined' && window.location ? window.location.href : '';
}

/** Signature for the page being shown; failures reject quietly (SPEC §8: share setup is only logged). */
export const getCurrentPageShareSignature = () => getWechatShareSignature(shareSignatureUrl());
