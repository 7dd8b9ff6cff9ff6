// The operators' console (issue #23) in the browser journeys: the demo operators seeded with the
// demo data (server/API-admin.md "Operators' accounts"), their TOTP codes computed with otplib
// from the seeded secrets, and a signed-in console page at a desktop width.
import type { Page } from 'playwright-core';
import { generateSync } from 'otplib';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from '../../server/src/db/seed/operators';
import type { Journey } from './harness';

export interface DemoOperator {
  account: string;
  password: string;
  secret: string;
}

function demo(role: string): DemoOperator {
  const seeded = DEMO_OPERATORS.find((operator) => operator.role === role);
  if (!seeded) throw new Error(`no demo ${role} is seeded`);
  return { account: seeded.account, password: DEMO_OPERATOR_PASSWORD, secret: seeded.totpSecret };
}

export const OPERATORS = {
  moderator: demo('moderator'),
  fulfilment: demo('fulfilment'),
  editor: demo('editor'),
  admin: demo('admin'),
};

/** The code an authenticator app shows for a secret, now or at a time (the server's clock). */
export const totp = (secret: string, at = Date.now()): string =>
  generateSync({ secret, epoch: Math.floor(at / 1000) });

/** A code that is not the one an authenticator app shows now (nor the ones either side). */
export function wrongCode(secret: string): string {
  const right = new Set(
    [-30_000, 0, 30_000].map((shift) =>
      generateSync({ secret, epoch: Math.floor((Date.now() + shift) / 1000) }),
    ),
  );
  let code = 123456;
  while (right.has(String(code).padStart(6, '0'))) code = (code + 1) % 1_000_000;
  return String(code).padStart(6, '0');
}

export const DESKTOP = { width: 1280, height: 800 };

/** The console's sign-in screen in a fresh desktop-sized context (Macau time, zh-Hant). */
export async function openConsole(
  journey: Journey,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport,
    locale: 'zh-Hant',
    timezoneId: 'Asia/Macau',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(`${journey.base}/admin/`);
  await page.getByRole('heading', { name: '營運後台登入' }).waitFor();
  return page;
}

/** Account and password, as an operator types them; the second-factor screen comes next. */
export async function enterPassword(page: Page, operator: DemoOperator): Promise<void> {
  await page.getByLabel('帳號（電話）').fill(operator.account);
  await page.getByLabel('密碼').fill(operator.password);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('驗證碼（6 位數字）').waitFor();
}

/** Signs an operator in through both steps and waits for the dashboard. */
export async function signInConsole(page: Page, operator: DemoOperator): Promise<void> {
  await enterPassword(page, operator);
  await page.getByLabel('驗證碼（6 位數字）').fill(totp(operator.secret));
  await page.getByRole('button', { name: '登入' }).click();
  await page.getByText(/今日概覽/).waitFor();
}

/** A visitor's call to the visitor API (server/API.md), its data once it answers code 0. */
export async function visitorCall<T>(
  journey: Journey,
  token: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${journey.server.apiBase}${pathname}`, {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${pathname}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The visitor exchanges points for a gift in stock they can afford: an order to ship. */
export async function placeOrder(journey: Journey, token: string): Promise<{ id: number }> {
  const gifts = await visitorCall<{ list: { id: number; points: number; stock: number }[] }>(
    journey,
    token,
    'GET',
    '/grow/integralSpu/page?pageSize=50',
  );
  const gift = gifts.list.find((each) => each.stock > 0 && each.points <= 300);
  if (!gift) throw new Error('no gift in stock the visitor can afford');
  const addresses = await visitorCall<{ list: { id: number }[] }>(
    journey,
    token,
    'GET',
    '/pmm/addressMessage/page',
  );
  return visitorCall(journey, token, 'POST', '/grow/integralTrade', {
    spuId: gift.id,
    quantity: 1,
    addressId: addresses.list[0].id,
    idempotencyKey: `order-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
}
