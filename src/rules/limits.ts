// Limits that hold on both sides (SPEC §5, §9): the app checks them as the user types, the
// server refuses what breaks them.

/** SPEC §9 default area code. */
export const DEFAULT_AREA_CODE = '+853';
/** SPEC §9 code input length. */
export const CODE_LENGTH = 6;
/** SPEC §5/§9: at least 6 characters. */
export const PASSWORD_MIN = 6;
/** SPEC §5: the placeholder says 6-12 characters. */
export const PASSWORD_MAX = 12;
