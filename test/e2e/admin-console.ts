// The operators' console (issue #23) in the browser journeys: the demo operators seeded with the
// demo data (server/API-admin.md "Operators' accounts"), their TOTP codes computed with otplib
// from the seeded secrets, and a signed-in console page at a desktop width.
import type { Page } from 'playwright-core';
import { generateSync } from 'otplib';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from '../../server/src/seed/operators';
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

// ---------- a visitor's side of the journeys (issue #29), through the visitors' API ----------

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

/** A visitor registered with an SMS code (the dev outbox), as the app does; their token. */
export async function newVisitor(journey: Journey, phone: string): Promise<string> {
  await fetch(`${journey.server.apiBase}/sms/sendRegisterCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `phone=${phone}&areaCode=%2B853`,
  });
  const code = await journey.smsCode(phone);
  const response = await fetch(`${journey.server.apiBase}/register/app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, areaCode: '+853', code, password: 'Pass#2025' }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (answer.code !== 0) throw new Error(`register ${phone}: ${answer.msg}`);
  return answer.data.token;
}

/** A picture a visitor uploads (a one-pixel PNG); its URL. */
export async function uploadPicture(journey: Journey, token: string): Promise<string> {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154780163f80f040009fb03fdcf0b68720000000049454e44ae426082',
    'hex',
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  const response = await fetch(`${journey.server.apiBase}/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const answer = (await response.json()) as { errno: number; data: { url: string } };
  if (answer.errno !== 0) throw new Error('upload refused');
  return answer.data.url;
}

/** A work a visitor submits to group 1 (pending review); its id. */
export async function submitWork(
  journey: Journey,
  token: string,
  work: { title: string; slogan: string; cover?: string; pictures?: string[] },
): Promise<number> {
  const created = await visitorCall<{ id: number }>(journey, token, 'POST', '/votePlayer', {
    groupId: 1,
    authorName: '梁小明',
    ...work,
  });
  return created.id;
}

/** An exchange order of the demo visitor for a gift in stock they can afford; its id. */
export async function demoOrder(journey: Journey, token: string, key: string): Promise<number> {
  const gifts = await visitorCall<{ list: { id: number; points: number; stock: number }[] }>(
    journey,
    token,
    'GET',
    '/grow/integralSpu/page?pageSize=50',
  );
  const addresses = await visitorCall<{ list: { id: number }[] }>(
    journey,
    token,
    'GET',
    '/pmm/addressMessage/page',
  );
  // The cheapest gift the visitor may still exchange (each gift has its own limit per person).
  const candidates = gifts.list
    .filter((each) => each.stock > 0)
    .sort((a, b) => a.points - b.points);
  for (const gift of candidates) {
    try {
      const order = await visitorCall<{ id: number }>(
        journey,
        token,
        'POST',
        '/grow/integralTrade',
        {
          spuId: gift.id,
          quantity: 1,
          addressId: addresses.list[0].id,
          idempotencyKey: `journey-${key}-${gift.id}-${Date.now()}`,
        },
      );
      return order.id;
    } catch {
      // That gift's limit is reached, or its points: the next one.
    }
  }
  throw new Error('no gift left for the demo visitor to exchange');
}

/** The visitor exchanges points for a gift in stock they can afford: an order to ship. */
export async function placeOrder(journey: Journey, token: string): Promise<{ id: number }> {
  return { id: await demoOrder(journey, token, Math.random().toString(36).slice(2, 10)) };
}
