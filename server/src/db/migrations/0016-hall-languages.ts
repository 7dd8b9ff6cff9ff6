// Issue #27: a booth's hall was one Chinese text ("一號展廳"), which a Portuguese or English
// reader saw inside their own sentence ("Pavilhão 一號展廳"). `hall` stays the zh-Hant name; the
// other three languages get their columns, an empty one sent as zh-Hant (lib/localized.ts).
export const hallLanguageColumns = `
ALTER TABLE booths ADD COLUMN hall_zhs TEXT NOT NULL DEFAULT '';
ALTER TABLE booths ADD COLUMN hall_pt TEXT NOT NULL DEFAULT '';
ALTER TABLE booths ADD COLUMN hall_en TEXT NOT NULL DEFAULT '';
`;

/**
 * The seeded halls in the other languages, found by their zh-Hant name and written only where no
 * translation is there yet: this step gives them to a database seeded before it, the seed
 * (seed/exhibition.ts) to a new one.
 */
export const seededHallTranslations = `
UPDATE booths SET hall_zhs = '一号展厅', hall_pt = 'Pavilhão 1', hall_en = 'Hall 1' WHERE hall = '一號展廳' AND hall_pt = '';
UPDATE booths SET hall_zhs = '二号展厅', hall_pt = 'Pavilhão 2', hall_en = 'Hall 2' WHERE hall = '二號展廳' AND hall_pt = '';
`;

export const hallLanguages = hallLanguageColumns + seededHallTranslations;
