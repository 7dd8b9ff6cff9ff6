import { sql, type Kysely } from 'kysely';

// Issue #27: the contest rules page (page_info 5) said "30 characters" (pt and en: "or a similar
// length") while the form took 140. Its sentence on the slogan's length now says how the 30 are
// counted, as src/rules/contest.ts counts them. Only the sentence as seeded is replaced, so a
// page an operator rewrote keeps its own words.
type Language = 'zht' | 'zhs' | 'pt' | 'en';

const SEEDED: Record<Language, string> = {
  zht: '主題：「銘記歷史 珍愛和平」。以不多於 30 字的中文、葡文或英文標語，表達對抗戰歷史的記憶與對和平的珍惜。',
  zhs: '主题：“铭记历史 珍爱和平”。以不多于 30 字的中文、葡文或英文标语，表达对抗战历史的记忆与对和平的珍惜。',
  pt: 'Tema: «Recordar a história, valorizar a paz». Um slogan em chinês, português ou inglês, com até 30 caracteres chineses ou palavras equivalentes, sobre a memória da guerra e o valor da paz.',
  en: 'Theme: "Remember History, Cherish Peace". A slogan in Chinese, Portuguese or English, up to 30 Chinese characters or a similar length, on remembering the war and cherishing peace.',
};

// The sentence as the seed wrote it when this step was made (30: SLOGAN_MAX then); frozen here.
const THEME: Record<Language, string> = {
  zht: '主題：「銘記歷史 珍愛和平」。以不多於 30 字（中文每字計一字，葡文或英文每詞計一字）的中文、葡文或英文標語，表達對抗戰歷史的記憶與對和平的珍惜。',
  zhs: '主题：“铭记历史 珍爱和平”。以不多于 30 字（中文每字计一字，葡文或英文每词计一字）的中文、葡文或英文标语，表达对抗战历史的记忆与对和平的珍惜。',
  pt: 'Tema: «Recordar a história, valorizar a paz». Um slogan em chinês, português ou inglês, com até 30 ideogramas chineses ou 30 palavras, sobre a memória da guerra e o valor da paz.',
  en: 'Theme: "Remember History, Cherish Peace". A slogan in Chinese, Portuguese or English, of up to 30 Chinese characters or 30 words, on remembering the war and cherishing peace.',
};

export async function contestRulesLength(db: Kysely<unknown>): Promise<void> {
  for (const language of ['zht', 'zhs', 'pt', 'en'] as const) {
    const column = sql.ref(`content_${language}`);
    await sql`UPDATE page_info SET ${column} = REPLACE(${column}, ${SEEDED[language]}, ${THEME[language]})
       WHERE code = 'vote_rules'`.execute(db);
  }
}
