// How an account is shown on screen: what identifies it is masked, so that a phone number or an
// e-mail address never shows in full over a shoulder.

interface Phone {
  phone: string;
  areaCode: string;
}

/** '612***67': the server's own mask. */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

/** '+853 612***67', or '' for an account without a phone (a WeChat sign-up). */
export function maskedPhoneOf(user: Phone): string {
  if (!user.phone) return '';
  return `${user.areaCode ? `${user.areaCode} ` : ''}${maskPhone(user.phone)}`;
}

/** 'de**@example.org': enough to recognise one's own address, not to copy it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '*'.repeat(Math.min(email.length, 6)) : '';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  const hidden = Math.min(Math.max(local.length - shown.length, 1), 4);
  return `${shown}${'*'.repeat(hidden)}${email.slice(at)}`;
}

/** What the visitor is called on screen: name, then username, then the masked phone. */
export function displayNameOf(user: Phone & { name: string; showName: string }): string {
  return user.name || user.showName || maskedPhoneOf(user);
}

/** The first letter of a name, for the round avatar when there is no picture. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '';
}
