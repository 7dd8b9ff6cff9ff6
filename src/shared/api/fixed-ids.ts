// Records the app addresses by a fixed id (SPEC §7 "fixed id"). The reference server seeds them
// with these ids; a deployment against another backend changes them here and nowhere else.

/** The slogan contest (SPEC §7 Contest: /vote/{id}, group and visit calls). */
export const VOTE_ID = 1;

/**
 * The mission the app completes by itself through GET /grow/mission/complete/{id}
 * (SPEC §7 "also a fixed mission"): visiting the interactive exhibition.
 */
export const FIXED_MISSION_ID = 1;

/** Rich-text pages served by GET /pageInfo/{id}. */
export const PAGE_INFO_IDS = {
  agreement: 1,
  privacy: 2,
  rules: 3,
  constitution: 4,
  voteRules: 5,
  arRules: 6,
  vrRules: 7,
} as const;

export type PageInfoName = keyof typeof PAGE_INFO_IDS;
