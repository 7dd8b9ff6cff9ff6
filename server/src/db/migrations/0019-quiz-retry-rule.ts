import { sql, type Kysely } from 'kysely';
import { engineOf } from '../kysely';

// Issue #27: the quiz's rules page (page_info 'vr_rules') states the retry rule the server now
// holds (src/rules/quiz.ts). Added as the page's last paragraph in each language, once.
// The rule as the seed wrote it when this step was made (30: QUIZ_RETRY_MINUTES then); frozen.
const RULE = {
  zht: '未能過關時，須待 30 分鐘後方可再答；交卷後只顯示每題答對或答錯，不公布正確答案。',
  zhs: '未能过关时，须待 30 分钟后方可再答；交卷后只显示每题答对或答错，不公布正确答案。',
  pt: 'Se não passar, pode responder de novo 30 minutos depois; no fim vê que respostas acertou ou errou, mas não as respostas certas.',
  en: 'If you do not pass, you can try again 30 minutes later; after submitting you see which answers were right or wrong, not the right answers.',
} as const;

export async function quizRetryRule(db: Kysely<unknown>): Promise<void> {
  // The position of a text in another: instr on SQLite, strpos on PostgreSQL (issue #31).
  const position = sql.raw(engineOf(db) === 'postgres' ? 'strpos' : 'instr');
  for (const language of ['zht', 'zhs', 'pt', 'en'] as const) {
    const paragraph = `<p>${RULE[language]}</p>`;
    const column = sql.ref(`content_${language}`);
    await sql`UPDATE page_info SET ${column} = ${column} || ${paragraph}
       WHERE code = 'vr_rules' AND ${position}(${column}, ${paragraph}) = 0`.execute(db);
  }
}
