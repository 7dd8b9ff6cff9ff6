import type { Db } from '../database';
import { QUIZ_RETRY_RULE } from '../seed/pages';

// Issue #27: the quiz's rules page (page_info 'vr_rules') states the retry rule the server now
// holds (src/rules/quiz.ts). Added as the page's last paragraph in each language, once.
export function quizRetryRule(db: Db): void {
  for (const language of ['zht', 'zhs', 'pt', 'en'] as const) {
    const paragraph = `<p>${QUIZ_RETRY_RULE[language]}</p>`;
    db.prepare(
      `UPDATE page_info SET content_${language} = content_${language} || ?
       WHERE code = 'vr_rules' AND instr(content_${language}, ?) = 0`,
    ).run(paragraph, paragraph);
  }
}
