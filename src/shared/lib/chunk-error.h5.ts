import { t } from '@/shared/i18n';
import { PAGE_LOAD_TIMEOUT_MS } from './constants';

type EnsureChunk = (chunkId: string | number) => Promise<unknown>;
// webpack's own loader of a page's chunk; undefined outside a webpack build (tests).
declare const __webpack_require__: { e?: EnsureChunk } | undefined;

// SPEC §8/§9: a page chunk that does not arrive (bad network, a deploy replaced it) shows a load
// error page with a retry, instead of leaving the visitor on a blank screen.
function isChunkError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | undefined;
  return (
    error?.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error?.message ?? '')
  );
}

function showLoadError(): void {
  if (document.getElementById('chunk-load-error')) return;
  const overlay = document.createElement('div');
  overlay.id = 'chunk-load-error';
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:9999;display:flex;flex-direction:column;align-items:center;' +
    'justify-content:center;gap:16px;padding:32px;background:#f6f1ea;color:#2b2420;' +
    'font:16px/1.5 -apple-system,BlinkMacSystemFont,sans-serif;text-align:center';
  const message = document.createElement('p');
  message.textContent = t('error.chunkLoad');
  const retry = document.createElement('button');
  retry.textContent = t('common.retry');
  retry.style.cssText =
    'padding:10px 32px;border:0;border-radius:24px;background:#8c1c13;color:#fff;font-size:16px';
  retry.onclick = () => window.location.reload();
  overlay.append(message, retry);
  document.body.append(overlay);
}

/**
 * SPEC §9 (issue #21): a page whose chunk has not arrived after the 60 s page load timeout shows
 * the load error page too; webpack's own chunk timeout (120 s) only fails it later.
 */
export function withPageLoadTimeout(
  ensure: EnsureChunk,
  onTimeout: () => void,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): EnsureChunk {
  return (chunkId) => {
    const timer = setTimeout(onTimeout, timeoutMs);
    return ensure(chunkId).finally(() => clearTimeout(timer));
  };
}

export function watchChunkErrors(): void {
  if (typeof __webpack_require__ !== 'undefined' && __webpack_require__?.e) {
    __webpack_require__.e = withPageLoadTimeout(__webpack_require__.e, showLoadError);
  }
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) showLoadError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkError(event.error)) showLoadError();
  });
}
