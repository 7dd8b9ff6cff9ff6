// Issue #21: the older exhibition layer (booths, exhibit categories, exhibits) was written in
// Chinese and English only, and a Portuguese reader was shown the English. Every text now has the
// four languages of SPEC §1; an empty translation is sent as the zh-Hant one (lib/localized.ts).
export const exhibitLanguageColumns = `
ALTER TABLE booths ADD COLUMN name_zhs TEXT NOT NULL DEFAULT '';
ALTER TABLE booths ADD COLUMN name_pt TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibit_categories ADD COLUMN name_zhs TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibit_categories ADD COLUMN name_pt TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibits ADD COLUMN name_zhs TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibits ADD COLUMN name_pt TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibits ADD COLUMN intro_zhs TEXT NOT NULL DEFAULT '';
ALTER TABLE exhibits ADD COLUMN intro_pt TEXT NOT NULL DEFAULT '';
`;

/**
 * The Simplified Chinese and Portuguese of the seed's exhibition texts, found by their zh-Hant
 * text and written only where no translation is there yet. The one place they are written: this
 * step gives them to a database seeded before it, and the seed (seed/exhibition.ts) to a new one.
 */
export const seededExhibitTranslations = `
UPDATE booths SET name_zhs = '战时报刊展区', name_pt = 'Imprensa do tempo de guerra' WHERE name_zht = '戰時報刊展區' AND name_pt = '';
UPDATE booths SET name_zhs = '救济文献展区', name_pt = 'Registos de socorro' WHERE name_zht = '救濟文獻展區' AND name_pt = '';
UPDATE booths SET name_zhs = '世遗导赏服务台', name_pt = 'Balcão de visitas ao património' WHERE name_zht = '世遺導賞服務台' AND name_pt = '';
UPDATE booths SET name_zhs = '口述历史书房', name_pt = 'Sala de leitura de história oral' WHERE name_zht = '口述歷史書房' AND name_pt = '';
UPDATE exhibit_categories SET name_zhs = '历史文献', name_pt = 'Documentos' WHERE name_zht = '歷史文獻' AND name_pt = '';
UPDATE exhibit_categories SET name_zhs = '文物', name_pt = 'Objetos' WHERE name_zht = '文物' AND name_pt = '';
UPDATE exhibit_categories SET name_zhs = '报刊', name_pt = 'Jornais' WHERE name_zht = '報刊' AND name_pt = '';
UPDATE exhibit_categories SET name_zhs = '书信与单据', name_pt = 'Cartas e recibos' WHERE name_zht = '書信與單據' AND name_pt = '';
UPDATE exhibit_categories SET name_zhs = '照片', name_pt = 'Fotografias' WHERE name_zht = '照片' AND name_pt = '';
UPDATE exhibits SET name_zhs = '战时澳门中文报章', name_pt = 'Jornal de língua chinesa de Macau em tempo de guerra' WHERE name_zht = '戰時澳門中文報章' AND name_pt = '';
UPDATE exhibits SET intro_zhs = '报道前线消息及本地募捐活动的报章版面。', intro_pt = 'Páginas com notícias da frente e das angariações de fundos locais.' WHERE intro_zht = '報道前線消息及本地募捐活動的報章版面。' AND intro_pt = '';
UPDATE exhibits SET name_zhs = '粥场施粥登记册', name_pt = 'Registo da cozinha de canja' WHERE name_zht = '粥場施粥登記冊' AND name_pt = '';
UPDATE exhibits SET intro_zhs = '慈善团体记录每日施粥人数的登记册复本。', intro_pt = 'Cópia do registo de uma instituição de caridade com as refeições de canja servidas por dia.' WHERE intro_zht = '慈善團體記錄每日施粥人數的登記冊複本。' AND intro_pt = '';
UPDATE exhibits SET name_zhs = '救灾会募捐收据', name_pt = 'Recibo de donativo da associação de socorro' WHERE name_zht = '救災會募捐收據' AND name_pt = '';
UPDATE exhibits SET intro_zhs = '市民捐款支援回国服务团的收据。', intro_pt = 'Recibo de um donativo dos residentes às equipas de serviço.' WHERE intro_zht = '市民捐款支援回國服務團的收據。' AND intro_pt = '';
UPDATE exhibits SET name_zhs = '东望洋灯塔旧照', name_pt = 'Fotografia antiga do Farol da Guia' WHERE name_zht = '東望洋燈塔舊照' AND name_pt = '';
UPDATE exhibits SET intro_zhs = '战前拍摄的东望洋灯塔与炮台。', intro_pt = 'O Farol e a Fortaleza da Guia antes da guerra.' WHERE intro_zht = '戰前拍攝的東望洋燈塔與炮台。' AND intro_pt = '';
UPDATE exhibits SET name_zhs = '议事亭前地街景', name_pt = 'Vista do Largo do Senado' WHERE name_zht = '議事亭前地街景' AND name_pt = '';
UPDATE exhibits SET intro_zhs = '难民潮时期的议事亭前地。', intro_pt = 'O Largo do Senado no tempo da vaga de refugiados.' WHERE intro_zht = '難民潮時期的議事亭前地。' AND intro_pt = '';
UPDATE exhibits SET name_zhs = '胜利号外', name_pt = 'Edição especial da vitória' WHERE name_zht = '勝利號外' AND name_pt = '';
UPDATE exhibits SET intro_zhs = '日本宣布投降当日的号外。', intro_pt = 'A edição especial impressa no dia da rendição.' WHERE intro_zht = '日本宣布投降當日的號外。' AND intro_pt = '';
`;

export const exhibitLanguages = exhibitLanguageColumns + seededExhibitTranslations;
