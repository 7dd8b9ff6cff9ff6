import { t } from '@/shared/i18n';

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

export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) showLoadError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkError(event.error)) showLoadError();
  });
}
