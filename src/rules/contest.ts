// The slogan contest's rules for a work, as the contest rules page states them (issue #27: the
// page said 30 characters while the form took 140). The submission form and the server both
// hold them from here.

/** Works one person may submit to the contest, whatever became of them. */
export const WORKS_PER_PERSON = 5;
/** A slogan's length as the rules count it: at most 30 (sloganLength). */
export const SLOGAN_MAX = 30;
export const SLOGAN_MIN = 2;
/** Characters the slogan box takes: room for 30 words of Portuguese or English. */
export const SLOGAN_CHARS_MAX = 240;
export const TITLE_MAX = 50;

const CJK =
  /[\u2e80-\u2fdf\u3040-\u30ff\u3100-\u31bf\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]|[\ud840-\ud87f][\udc00-\udfff]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * A slogan's length as the rules count it: each Chinese character is one, and each word of
 * Portuguese or English is one ("和平" is 2, "Paz para sempre" is 3), so that a slogan of any of
 * the three languages has the same room.
 */
export function sloganLength(value: string): number {
  const han = value.match(CJK)?.length ?? 0;
  const words = value.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return han + words;
}

/** Whether a text says something in words: emoji, symbols and spaces alone do not. */
export function hasWords(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value);
}

export type WorkTextProblem = 'required' | 'noWords' | 'tooShort' | 'tooLong';

/** What is wrong with a work's title, if anything. */
export function titleProblem(value: string): WorkTextProblem | undefined {
  const title = value.trim();
  if (!title) return 'required';
  if (!hasWords(title)) return 'noWords';
  return Array.from(title).length > TITLE_MAX ? 'tooLong' : undefined;
}

/** What is wrong with a slogan, if anything. */
export function sloganProblem(value: string): WorkTextProblem | undefined {
  const slogan = value.trim();
  if (!slogan) return 'required';
  if (!hasWords(slogan)) return 'noWords';
  if (Array.from(slogan).length > SLOGAN_CHARS_MAX) return 'tooLong';
  const length = sloganLength(slogan);
  if (length < SLOGAN_MIN) return 'tooShort';
  return length > SLOGAN_MAX ? 'tooLong' : undefined;
}
