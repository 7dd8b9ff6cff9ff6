import { startTestServer, type TestServer } from './helpers/harness';
import { rawCall } from './helpers/raw-http';

// Issue #9: with PUBLIC_URL and H5_ORIGIN unset, picture URLs and the share-signature origin come
// from the address the server listens on, never from the request's Host or X-Forwarded-Host.

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

async function probe(t: TestServer) {
  const news = await rawCall(`${t.server.apiBase}/exhibitionNews/appPage?pageSize=5`, {
    headers: forged,
  });
  expect(news.body.code).toBe(0);
  expect(news.text).not.toContain('evil.example');
  const covers = (news.body.data as { list: { cover: string }[] }).list
    .map((item) => item.cover)
    .filter(Boolean);
  expect(covers.length).toBeGreaterThan(0);
  for (const cover of covers) expect(cover.startsWith(`${t.server.origin}/`)).toBe(true);
  const share = await rawCall(
    `${t.server.apiBase}/crm/membersInfo/wechatShare?url=${encodeURIComponent('http://evil.example/pages/vote/vote')}`,
    { headers: { ...forged, 'accept-language': 'en' } },
  );
  expect(share.body).toMatchObject({ code: 403 });
}

test('a forged Host header builds no URL and opens no share origin', async () => {
  const t = await startTestServer();
  try {
    await probe(t);
  } finally {
    await t.close();
  }
});

test('behind a proxy (TRUST_PROXY=1) a forged X-Forwarded-Host does neither', async () => {
  const t = await startTestServer({ env: { TRUST_PROXY: '1' } });
  try {
    await probe(t);
  } finally {
    await t.close();
  }
});

test('PUBLIC_URL and H5_ORIGIN, when set, are used as they are', async () => {
  const t = await startTestServer({
    publicUrl: 'https://cdn.example.org',
    h5Origins: ['https://h5.example.org'],
  });
  try {
    const news = await rawCall(`${t.server.apiBase}/exhibitionNews/appPage?pageSize=5`, {
      headers: forged,
    });
    const covers = (news.body.data as { list: { cover: string }[] }).list.map((i) => i.cover);
    expect(covers.filter(Boolean).every((c) => c.startsWith('https://cdn.example.org/'))).toBe(
      true,
    );
    const own = await rawCall(
      `${t.server.apiBase}/crm/membersInfo/wechatShare?url=${encodeURIComponent(`${t.server.origin}/pages/vote/vote`)}`,
      { headers: forged },
    );
    expect(own.body.code).toBe(403);
  } finally {
    await t.close();
  }
});
