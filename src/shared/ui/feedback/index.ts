import Taro from '@tarojs/taro';
import { t } from '@/shared/i18n';
import { TOAST_MS } from '@/shared/lib/constants';

// Toasts and confirmations in the current language, the same way on every page.

const BRAND = '#8c1c13';
const DANGER = '#c0392b';

/** Width in WeChat's terms: a CJK character counts double. */
function displayWidth(text: string): number {
  return Array.from(text).reduce((width, ch) => width + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);
}

/**
 * WeChat refuses a modal whose button text is longer than four Chinese characters; a longer
 * translation is left out there so that WeChat's own wording shows instead of no dialog at all.
 * H5 has no such limit, and its own wording is Chinese: every translation is kept.
 */
function buttonText(text: string): string | undefined {
  return process.env.TARO_ENV === 'h5' || displayWidth(text) <= 8 ? text : undefined;
}

/**
 * A success toast. WeChat cuts a title beside the tick icon after about seven characters, so
 * longer (Portuguese, English) messages go without the icon rather than lose their end.
 */
export function toastSuccess(title: string): void {
  void Taro.showToast({
    title,
    icon: displayWidth(title) <= 14 ? 'success' : 'none',
    duration: TOAST_MS,
  });
}

export function toastInfo(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: TOAST_MS });
}

export interface ConfirmOptions {
  content: string;
  title?: string;
  /** Text of the confirming button; defaults to the common "confirm". */
  confirmText?: string;
  /** Destructive actions (delete, log out, close the account) get the danger colour. */
  danger?: boolean;
}

/** Asks before an action; true only when the visitor tapped the confirming button. */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const modal: Taro.showModal.Option = {
    title: options.title ?? t('common.tip'),
    content: options.content,
    showCancel: true,
    confirmColor: options.danger ? DANGER : BRAND,
  };
  const confirmText = buttonText(options.confirmText ?? t('common.confirm'));
  const cancelText = buttonText(t('common.cancel'));
  if (confirmText) modal.confirmText = confirmText;
  if (cancelText) modal.cancelText = cancelText;
  try {
    const { confirm } = await Taro.showModal(modal);
    return confirm === true;
  } catch {
    return false;
  }
}

/** A message the visitor must acknowledge (one button), e.g. before being sent to log in. */
export async function notice(content: string, title?: string): Promise<void> {
  const modal: Taro.showModal.Option = {
    title: title ?? t('common.tip'),
    content,
    showCancel: false,
    confirmColor: BRAND,
  };
  const confirmText = buttonText(t('common.ok'));
  if (confirmText) modal.confirmText = confirmText;
  try {
    await Taro.showModal(modal);
  } catch {
    // Dismissed or unavailable: the flow goes on.
  }
}

/**
 * Taro's H5 action sheet is a DOM sheet whose cancel row always reads "取消" and whose rows are
 * bare divs (@tarojs/taro-h5 api/ui/interaction/actionSheet.js: no cancelText option). It is
 * drawn while showActionSheet is called, so it is finished here at once: the cancel row in the
 * visitor's language, and every row a button for assistive technology. On the mini-program
 * WeChat draws the sheet, its cancel in WeChat's own language. False when it is not drawn yet.
 */
function finishH5Sheet(): boolean {
  const sheet = document.querySelector('.taro__actionSheet');
  const panel = sheet?.lastElementChild;
  const cancel = panel?.lastElementChild;
  if (!panel || !cancel || cancel === panel.firstElementChild) return false;
  cancel.textContent = t('common.cancel');
  for (const row of [...panel.querySelectorAll('.taro-actionsheet__cell'), cancel]) {
    if ((row as HTMLElement).style.display === 'none') continue;
    row.setAttribute('role', 'button');
    row.setAttribute('tabindex', '0');
  }
  return true;
}

/**
 * The first sheet may be drawn a moment after the call: Taro's interaction UI loads after the
 * first screen (config/shims/lazy-interaction.js), and a tap before that waits for it.
 */
function finishH5SheetWhenDrawn(sheet: Promise<unknown>): void {
  if (finishH5Sheet()) return;
  const watch = new MutationObserver(() => {
    if (finishH5Sheet()) watch.disconnect();
  });
  watch.observe(document.body, { childList: true });
  void sheet.then(
    () => watch.disconnect(),
    () => watch.disconnect(),
  );
}

/**
 * A choice among a few actions (the language, a reminder): the tapped row's index, or undefined
 * when the visitor dismissed the sheet. Every action sheet of the app opens through here.
 */
export async function chooseAction(itemList: string[]): Promise<number | undefined> {
  const sheet = Taro.showActionSheet({ itemList });
  if (process.env.TARO_ENV === 'h5') finishH5SheetWhenDrawn(sheet);
  try {
    const { tapIndex } = await sheet;
    return tapIndex;
  } catch {
    return undefined;
  }
}

/**
 * Copies a text for the visitor to paste; true when it was copied. The caller says so in the
 * visitor's language: on H5 Taro's setClipboardData shows its own Simplified Chinese toast
 * ("内容已复制") first, so the copy is made here without it.
 */
export async function copyText(text: string): Promise<boolean> {
  if (process.env.TARO_ENV !== 'h5') {
    return Taro.setClipboardData({ data: text }).then(
      () => true,
      () => false,
    );
  }
  try {
    // Only a secure page (https, localhost) has navigator.clipboard.
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): the selection copy below may still work.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.style.position = 'fixed';
  field.style.left = '-10000px';
  document.body.appendChild(field);
  field.select();
  field.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  return copied;
}
