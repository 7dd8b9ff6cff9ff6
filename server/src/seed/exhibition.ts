import { artUrl } from '../modules/content';
import type { DbExecutor } from '../tables';
import { seededExhibitTranslations } from '../db/migrations/0013-exhibit-languages';
import { seededHallTranslations } from '../db/migrations/0016-hall-languages';
import { hasColumn, runDataScript } from './repository';
import { DAY, HOUR, inOrder, insert } from './helpers';

export async function seedExhibition(db: DbExecutor, now: number): Promise<void> {
  const booths: [number, string, string, string, string, number][] = [
    [1, 'A01', '戰時報刊展區', 'Wartime Newspapers', '一號展廳', 36],
    [1, 'A02', '救濟文獻展區', 'Relief Records', '一號展廳', 24],
    [2, 'B01', '世遺導賞服務台', 'Heritage Walks Desk', '二號展廳', 18],
    [3, 'B02', '口述歷史書房', 'Oral History Reading Room', '二號展廳', 30],
  ];
  await inOrder(
    booths,
    async ([enterpriseId, code, nameZht, nameEn, hall, area], sort) =>
      await insert(db, 'booths', {
        enterprise_id: enterpriseId,
        code,
        name_zht: nameZht,
        name_en: nameEn,
        hall,
        area,
        sort,
      }),
  );

  const documents = await insert(db, 'exhibit_categories', {
    parent_id: null,
    name_zht: '歷史文獻',
    name_en: 'Documents',
    sort: 0,
  });
  const objects = await insert(db, 'exhibit_categories', {
    parent_id: null,
    name_zht: '文物',
    name_en: 'Objects',
    sort: 1,
  });
  const newspapers = await insert(db, 'exhibit_categories', {
    parent_id: documents,
    name_zht: '報刊',
    name_en: 'Newspapers',
    sort: 0,
  });
  const letters = await insert(db, 'exhibit_categories', {
    parent_id: documents,
    name_zht: '書信與單據',
    name_en: 'Letters and receipts',
    sort: 1,
  });
  const photos = await insert(db, 'exhibit_categories', {
    parent_id: objects,
    name_zht: '照片',
    name_en: 'Photographs',
    sort: 0,
  });

  const exhibits: [number, number, number, string, string, string, string, string, string][] = [
    [
      1,
      newspapers,
      1,
      '戰時澳門中文報章',
      'Wartime Chinese-language newspaper',
      '報道前線消息及本地募捐活動的報章版面。',
      'Pages reporting news from the front and local fund-raising.',
      'wartime-macau',
      '1938',
    ],
    [
      1,
      letters,
      2,
      '粥場施粥登記冊',
      'Congee kitchen register',
      '慈善團體記錄每日施粥人數的登記冊複本。',
      'Copy of a charity register of daily congee servings.',
      'refugee-relief',
      '1943',
    ],
    [
      1,
      letters,
      2,
      '救災會募捐收據',
      'Relief association donation receipt',
      '市民捐款支援回國服務團的收據。',
      'A receipt for a donation to the service teams.',
      'refugee-relief',
      '1938',
    ],
    [
      2,
      photos,
      3,
      '東望洋燈塔舊照',
      'Old photograph of Guia Lighthouse',
      '戰前拍攝的東望洋燈塔與炮台。',
      'Guia Lighthouse and fortress before the war.',
      'guia-fortress',
      '1930s',
    ],
    [
      2,
      photos,
      3,
      '議事亭前地街景',
      'Street scene at Senado Square',
      '難民潮時期的議事亭前地。',
      'Senado Square at the time of the refugee influx.',
      'senado-square',
      '1942',
    ],
    [
      3,
      newspapers,
      4,
      '勝利號外',
      'Victory special edition',
      '日本宣布投降當日的號外。',
      'The special edition printed on the day of the surrender.',
      'victory-80',
      '1945',
    ],
  ];
  await inOrder(
    exhibits,
    async (
      [enterpriseId, categoryId, boothId, nameZht, nameEn, introZht, introEn, art, era],
      sort,
    ) =>
      await insert(db, 'exhibits', {
        enterprise_id: enterpriseId,
        category_id: categoryId,
        booth_id: boothId,
        name_zht: nameZht,
        name_en: nameEn,
        intro_zht: introZht,
        intro_en: introEn,
        cover: artUrl(art),
        era,
        sort,
      }),
  );

  // Their zh-Hans and pt (issue #21), kept with migration 13. A database migrated only to an
  // earlier step (a test of an old step's upgrade) has no columns for them yet: that step
  // writes them when it comes.
  if (await hasColumn(db, 'exhibits', 'name_pt')) {
    await runDataScript(db, seededExhibitTranslations);
  }
  // The halls' (issue #27, migration 16), likewise.
  if (await hasColumn(db, 'booths', 'hall_pt')) await runDataScript(db, seededHallTranslations);

  const historian = await insert(db, 'guests', {
    name_zht: '蘇文謙',
    name_en: 'So Man Him',
    title_zht: '澳門近代史研究者',
    title_en: 'Historian of modern Macau',
    avatar: artUrl('wartime-macau'),
    intro_zht: '長期研究戰時澳門的社會與慈善救濟。',
    sort: 0,
  });
  const guide = await insert(db, 'guests', {
    name_zht: 'Rita Cheong',
    name_en: 'Rita Cheong',
    title_zht: '資深世遺導賞員',
    title_en: 'Senior heritage guide',
    avatar: artUrl('senado-square'),
    intro_zht: '帶領世遺城區導賞逾十年。',
    sort: 1,
  });
  const schedules: [string, string, string, string, number, number, number, number[]][] = [
    [
      '戰時澳門的慈善救濟',
      'Charity and relief in wartime Macau',
      '講座以粵語進行。',
      'Talk in Cantonese.',
      14 * DAY,
      2,
      120,
      [historian],
    ],
    [
      '世遺城區歷史導賞',
      'Historic Centre guided walk',
      '由議事亭前地出發。',
      'Starts at Senado Square.',
      7 * DAY,
      2,
      30,
      [guide],
    ],
    [
      '紀錄片放映：烽火濠江',
      'Documentary screening',
      '放映後設座談。',
      'Followed by a discussion.',
      2 * HOUR,
      2,
      80,
      [historian, guide],
    ],
  ];
  await inOrder(
    schedules,
    async ([nameZht, nameEn, introZht, introEn, startsIn, hours, capacity, guests], sort) => {
      const startAt = now + startsIn;
      const scheduleId = await insert(db, 'schedules', {
        name_zht: nameZht,
        name_en: nameEn,
        intro_zht: introZht,
        intro_en: introEn,
        location: sort === 1 ? '議事亭前地' : '澳門中央圖書館',
        start_at: startAt,
        end_at: startAt + hours * HOUR,
        apply_start_at: now - 5 * DAY,
        apply_end_at: startAt - HOUR,
        capacity,
        sort,
      });
      for (const guestId of guests)
        await insert(db, 'schedule_guests', { schedule_id: scheduleId, guest_id: guestId });
    },
  );
}
