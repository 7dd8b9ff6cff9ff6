import { getPageInstance } from '@tarojs/runtime';
import { settle, tap } from '../support/harness';

// Finding things the way a visitor does: by role and accessible name, or by the text shown.
// Taro's H5 Button is a custom element (taro-button-core) that plays the button role.

const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function nameOf(element: Element): string {
  return fold(element.getAttribute('aria-label') ?? element.textContent);
}

const ROLE_SELECTORS: Record<string, string> = {
  button: '[role="button"], taro-button-core, button',
};

export function allByRole(role: string, name?: string | RegExp): HTMLElement[] {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
    if (name === undefined) return true;
    const accessible = nameOf(element);
    return typeof name === 'string' ? accessible === fold(name) : name.test(accessible);
  });
}

export function byRole(role: string, name?: string | RegExp): HTMLElement {
  const found = allByRole(role, name);
  if (found.length !== 1) {
    const names = allByRole(role).map(nameOf);
    throw new Error(
      `${found.length} ${role} named ${String(name)}; there are: ${names.join(' | ')}`,
    );
  }
  return found[0];
}

export function queryByRole(role: string, name?: string | RegExp): HTMLElement | null {
  return allByRole(role, name)[0] ?? null;
}

/** The innermost elements whose whole text is `text`. */
export function allByText(text: string | RegExp): HTMLElement[] {
  const matches = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
    const shown = fold(element.textContent);
    return typeof text === 'string' ? shown === fold(text) : text.test(shown);
  });
  return matches.filter(
    (element) => !matches.some((other) => other !== element && element.contains(other)),
  );
}

export function byText(text: string | RegExp): HTMLElement {
  const found = allByText(text);
  if (found.length === 0) throw new Error(`no text ${String(text)}`);
  return found[0];
}

export const hasText = (text: string | RegExp) => allByText(text).length > 0;

/** The list item (role listitem) that shows `text`. */
export function itemWith(text: string): HTMLElement {
  const item = allByRole('listitem').find((each) => fold(each.textContent).includes(fold(text)));
  if (!item) throw new Error(`no list item with ${text}`);
  return item;
}

export function within(container: HTMLElement, role: string, name?: string | RegExp): HTMLElement {
  const found = allByRole(role, name).filter((element) => container.contains(element));
  if (found.length === 0) throw new Error(`no ${role} ${String(name)} inside`);
  return found[0];
}

export const tapRole = (role: string, name?: string | RegExp) => tap(byRole(role, name));

/** Every Han character: a Portuguese or English screen must show none. */
export const HAN = /\p{Script=Han}/u;

/** What the page registered for reaching the bottom (the harness fires show and pull-down). */
export async function reachBottom(): Promise<void> {
  const instance = getPageInstance('taro-app') as unknown as Record<string, unknown> | undefined;
  const registered = instance?.onReachBottom;
  const callbacks = Array.isArray(registered) ? registered : registered ? [registered] : [];
  for (const callback of callbacks) (callback as () => void)();
  await settle();
}
