import type { UserInfo } from '@/api/types';

/** '612***67': the same mask the server uses, so a number never shows in full on screen. */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

/** '+853 612***67', or '' for an account without a phone (a WeChat sign-up). */
export function maskedPhoneOf(user: Pick<UserInfo, 'areaCode' | 'phone'>): string {
  if (!user.phone) return '';
  return `${user.areaCode ? `${user.areaCode} ` : ''}${maskPhone(user.phone)}`;
}

/** What the visitor is called on screen: name, then username, then the masked phone. */
export function displayNameOf(user: Pick<UserInfo, 'name' | 'showName' | 'areaCode' | 'phone'>) {
  return user.name || user.showName || maskedPhoneOf(user);
}

/** The first letter of the name for the round avatar when there is no picture. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '';
}
