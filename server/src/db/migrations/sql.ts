/** The four language columns of one field (SPEC §1 suffixes Zht, Zhs, Pt, En). */
export const localized = (base: string) =>
  ['zht', 'zhs', 'pt', 'en']
    .map((suffix) => `${base}_${suffix} TEXT NOT NULL DEFAULT ''`)
    .join(',\n  ');
