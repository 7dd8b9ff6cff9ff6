import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import type { Database as Tables } from '../../server/src/tables';
import { createKysely } from '../../server/src/db/kysely';
import { migrate } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { seedIfEmpty } from '../../server/src/seed/index';
import { QUIZ_RETRY_RULE } from '../../server/src/seed/pages';
import { SLOGAN_MAX, WORKS_PER_PERSON, sloganLength } from '../../src/rules/contest';
import { startTestServer, testPhone, type TestServer } from './helpers/harness';
import * as contestData from './helpers/fixtures/contest';
import * as contentData from './helpers/fixtures/content';

// Issue #27, input a visitor cannot get wrong: the contest's rules page says 30 (the form took
// 140), an emoji-only title or slogan was a work, and "at most 5 works" was learnt on the sixth.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const work = (title: string, slogan: string) => ({
  groupId: 1,
  title,
  slogan,
  authorName: '陳大文',
});

describe('a work holds to the rules page', () => {
  test('each language of the rules page states the limits the server holds', async () => {
    for (const [lang, field, words] of [
      ['zh-Hant', 'contentZht', [`不多於 ${SLOGAN_MAX} 字`, `最多提交 ${WORKS_PER_PERSON} 件`]],
      ['zh-Hans', 'contentZhs', [`不多于 ${SLOGAN_MAX} 字`, `最多提交 ${WORKS_PER_PERSON} 件`]],
      ['pt', 'contentPt', [`${SLOGAN_MAX} palavras`, `até ${WORKS_PER_PERSON} obras`]],
      ['en', 'contentEn', [`${SLOGAN_MAX} words`, `up to ${WORKS_PER_PERSON} works`]],
    ] as const) {
      const page = await t.call<Record<string, string>>('GET', '/pageInfo/5', { lang });
      for (const text of words)
        expect({ lang, says: page.body.data[field].includes(text) }).toEqual({ lang, says: true });
    }
  });

  test('an emoji-only title or slogan, or a slogan over 30, is refused in the visitor’s language', async () => {
    const user = await t.register(testPhone(2701));
    const send = (title: string, slogan: string, lang = 'en') =>
      t.call('POST', '/votePlayer', { token: user.token, body: work(title, slogan), lang });
    expect((await send('🎉🎉', '銘記歷史珍愛和平')).body).toMatchObject({
      code: 400,
      msg: 'The title must contain words, not only emoji or symbols',
    });
    expect((await send('和平', '🕊️🕊️🕊️', 'pt')).body).toMatchObject({
      code: 400,
      msg: 'O slogan tem de conter palavras, não só emojis ou símbolos',
    });
    const long = '和'.repeat(SLOGAN_MAX + 1);
    expect((await send('和平', long, 'zh-Hant')).body).toMatchObject({
      code: 400,
      msg: `標語不能超過 ${SLOGAN_MAX} 字（中文每字計一字，葡文或英文每詞計一字）`,
    });
    const words = Array.from({ length: SLOGAN_MAX + 1 }, () => 'paz').join(' ');
    expect(sloganLength(words)).toBe(SLOGAN_MAX + 1);
    expect((await send('Paz', words)).body.code).toBe(400);
    expect(await contestData.workCountOf(t.kysely, user.id)).toBe(0);

    // Thirty of either kind is a slogan: Chinese characters, or words of Portuguese or English.
    expect((await send('和平', '和'.repeat(SLOGAN_MAX))).body.code).toBe(0);
    const thirty = Array.from({ length: SLOGAN_MAX }, () => 'peace').join(' ');
    expect((await send('Peace', `${thirty}!`)).body.code).toBe(0);
    expect((await send('和平 🕊️', 'Paz 🕊️ para sempre')).body.code).toBe(0);
  });
});

describe('step 18: a rules page seeded before says the same', () => {
  test('the old sentence is replaced; a page an operator rewrote is left as it is', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'v80-rules-'));
    try {
      const db = openDatabase(dir);
      await migrate(
        createKysely(db),
        migrations.filter((m) => m.version < 18),
      );
      await seedIfEmpty(db, Date.now());
      // As the seed wrote it before issue #27, and one language rewritten by an operator.
      await contentData.setPageText(createKysely<Tables>(db), 'vote_rules', {
        en: '<p>Theme: "Remember History, Cherish Peace". A slogan in Chinese, Portuguese or English, up to 30 Chinese characters or a similar length, on remembering the war and cherishing peace.</p><p>Other rules.</p>',
        pt: '<p>Regras reescritas.</p>',
      });
      await contentData.cutFromPageEn(
        createKysely<Tables>(db),
        'vr_rules',
        `<p>${QUIZ_RETRY_RULE.en}</p>`,
      );
      expect(await migrate(createKysely(db))).toEqual(
        migrations.filter((m) => m.version >= 18).map((m) => m.version),
      );
      const page = await contentData.pageTextOf(createKysely<Tables>(db), 'vote_rules');
      expect(page.content_en).toContain(
        `of up to ${SLOGAN_MAX} Chinese characters or ${SLOGAN_MAX} words`,
      );
      expect(page.content_en).toContain('<p>Other rules.</p>');
      expect(page.content_pt).toBe('<p>Regras reescritas.</p>');
      // Step 18 adds the quiz's retry rule to its page, once (issue #27).
      const quiz = async () =>
        (await contentData.pageTextOf(createKysely<Tables>(db), 'vr_rules')).content_en;
      expect((await quiz()).split(QUIZ_RETRY_RULE.en)).toHaveLength(2);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
