type Id = number;

/**
 * The mini-program's global data (SPEC §3): the exhibition id, once loaded, is read by tracking
 * and by calls that are scoped to the exhibition. A plain module object works on both targets.
 */
export const globalData: { exhibitionId?: Id | string } = {};
