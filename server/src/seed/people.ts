import { artUrl } from '../modules/content';
import { awardBadges } from '../modules/points';
import { creditPoints, debitPoints, reasons, type Reason } from '../modules/points';
import { macauDay } from '../lib/time';
import { insertUser } from '../modules/account';
import type { DbExecutor } from '../tables';
import { DAY, HOUR, insert, L } from './helpers';
import { hasColumn, recordById, recountVotes, updateRecord } from './repository';
import { VOTES_PER_USER_PER_DAY, VOTES_PER_WORK_PER_DAY } from './programme';

export const DEMO_ACCOUNT = {
  areaCode: '+853',
  phone: '61234567',
  password: 'Demo@2025',
  showName: 'demo',
} as const;

const bonus: Reason = {
  key: 'bonus',
  zht: '系列活動開幕獎勵',
  zhs: '系列活动开幕奖励',
  pt: 'Bónus de abertura do programa',
  en: 'Programme opening bonus',
};

interface Author {
  name: string;
  showName: string;
  appellation: string;
  gender: string;
}

// People of the seed other than the demo account: authors and voters with no password, so
// nobody can log in as them.
const authors: Author[] = [
  { name: '林曉華', showName: 'lamhiuwa', appellation: 'ms', gender: 'female' },
  { name: '何志明', showName: 'hochiming', appellation: 'mr', gender: 'male' },
  { name: 'Ana Sousa', showName: 'anasousa', appellation: 'ms', gender: 'female' },
  { name: '梁詠詩', showName: 'leungwingsze', appellation: 'miss', gender: 'female' },
  { name: '陳家樂', showName: 'chankalok', appellation: 'mr', gender: 'male' },
  { name: 'Miguel Lam', showName: 'miguellam', appellation: 'mr', gender: 'male' },
  { name: '黃子晴', showName: 'wongtsechin', appellation: 'miss', gender: 'female' },
  { name: '區永康', showName: 'auwinghong', appellation: 'dr', gender: 'male' },
];

// [author index, group, title, slogan]
const works: [number, number, string, string][] = [
  [0, 1, '以史為鑑', '以史為鑑，開創未來'],
  [1, 1, '記憶長存', '烽火雖遠，記憶長存'],
  [2, 1, 'Memória viva', 'Memória viva, paz para sempre'],
  [3, 1, '濠江守望', '濠江守望，和平永續'],
  [5, 1, 'Guard the peace', 'Remember the past, guard the peace'],
  [4, 2, '和平鴿', '和平鴿飛過大三巴'],
  [6, 2, '一粥一飯', '一粥一飯，念先輩守望相助'],
  [7, 1, '晴空', '今天的晴空，是昨天的守護'],
  [3, 2, 'A paz começa em nós', 'A paz começa em nós'],
  [1, 2, '薪火相傳', '薪火相傳，勿忘歷史'],
];

export async function seedPeople(
  db: DbExecutor,
  now: number,
  demoPasswordHash: string,
): Promise<number> {
  const enterprises: [Parameters<typeof L>, string, string, string, string, string][] = [
    [
      [
        '澳門歷史檔案研習社',
        '澳门历史档案研习社',
        'Círculo de Estudos de Arquivos de Macau',
        'Macau Archives Study Circle',
      ],
      '推廣澳門近代史料的整理與閱讀。',
      "Promotes the study of Macau's modern archives.",
      'wartime-macau',
      '澳門新馬路',
      'culture',
    ],
    [
      [
        '濠江文化遺產導賞協會',
        '濠江文化遗产导赏协会',
        'Associação de Guias do Património de Macau',
        'Macau Heritage Guides Association',
      ],
      '以導賞及工作坊介紹世界遺產。',
      'Guided walks and workshops on the World Heritage sites.',
      'senado-square',
      '澳門議事亭前地',
      'tourism',
    ],
    [
      ['和平書舍', '和平书舍', 'Livraria da Paz', 'Peace Bookshop'],
      '出版及發行戰時回憶錄與口述歷史。',
      'Publishes wartime memoirs and oral histories.',
      'refugee-relief',
      '澳門氹仔',
      'publishing',
    ],
  ];
  for (const [name, introZht, introEn, art, address, industry] of enterprises) {
    await insert(db, 'enterprises', {
      name: L(...name),
      intro_zht: introZht,
      intro_en: introEn,
      logo: artUrl(art),
      website: '',
      address,
      industry,
    });
  }

  const demoId = await insertUser(
    db,
    {
      areaCode: DEMO_ACCOUNT.areaCode,
      phone: DEMO_ACCOUNT.phone,
      passwordHash: demoPasswordHash,
      showName: DEMO_ACCOUNT.showName,
      name: '陳大文',
      appellation: 'mr',
      gender: 'male',
      email: 'demo@example.org',
    },
    now - 20 * DAY,
  );
  await updateRecord(db, 'users', demoId, {
    company_id: 1,
    company_name: '澳門歷史檔案研習社',
    position: '義工',
    region: 'macau-peninsula',
  });

  const authorIds: number[] = [];
  for (const [i, a] of authors.entries()) {
    const authorId = await insertUser(
      db,
      {
        areaCode: '+853',
        phone: `628000${String(i + 1).padStart(2, '0')}`,
        passwordHash: null,
        showName: a.showName,
        name: a.name,
        appellation: a.appellation,
        gender: a.gender,
      },
      now - (25 - i) * DAY,
    );
    authorIds.push(authorId);
  }
  await updateRecord(db, 'users', authorIds[1], {
    company_id: 2,
    company_name: '濠江文化遺產導賞協會',
    role: 'exhibitor',
  });
  for (const [i, authorId] of authorIds.entries()) {
    await creditPoints(
      db,
      authorId,
      100,
      reasons.welcome(),
      { type: 'welcome', id: null },
      now - (25 - i) * DAY,
    );
  }

  // The demo account: 100 + 1000 + 50 + 30 + 50 - 30 = 1200 points, every step in the ledger.
  const t0 = now - 20 * DAY;
  await creditPoints(db, demoId, 100, reasons.welcome(), { type: 'welcome', id: null }, t0);
  await creditPoints(db, demoId, 1000, bonus, { type: 'bonus', id: null }, t0 + HOUR);
  for (const [missionId, at] of [
    [4, t0 + 2 * DAY],
    [5, t0 + 3 * DAY],
    [7, t0 + 4 * DAY],
  ] as const) {
    const m = (await recordById(db, 'missions', missionId)) as Record<string, string | number>;
    await insert(db, 'mission_completions', {
      user_id: demoId,
      mission_id: missionId,
      period_key: 'once',
      points: m.points,
      created_at: at,
    });
    await creditPoints(
      db,
      demoId,
      Number(m.points),
      reasons.mission({
        zht: String(m.name_zht),
        zhs: String(m.name_zhs),
        pt: String(m.name_pt),
        en: String(m.name_en),
      }),
      { type: 'mission', id: missionId },
      at,
    );
  }
  await insert(db, 'addresses', {
    user_id: demoId,
    contact: '陳大文',
    area_code: '+853',
    phone: DEMO_ACCOUNT.phone,
    area: 'macau-peninsula',
    address_name: '家',
    detail_address: '澳門新馬路 123 號 4 樓 A 座',
    postcode: '',
    is_default: 1,
    created_at: t0,
    updated_at: t0,
  });
  await insert(db, 'addresses', {
    user_id: demoId,
    contact: '陳大文',
    area_code: '+853',
    phone: DEMO_ACCOUNT.phone,
    area: 'taipa',
    address_name: '公司',
    detail_address: '氹仔孫逸仙大馬路 88 號 10 樓',
    postcode: '',
    is_default: 0,
    created_at: t0,
    updated_at: t0,
  });
  const gift = (await recordById(db, 'integral_spu', 1)) as Record<string, string | number>;
  const exchangedAt = t0 + 5 * DAY;
  await updateRecord(db, 'integral_spu', 1, { stock: Number(gift.stock) - 1 });
  const tradeId = await insert(db, 'integral_trades', {
    user_id: demoId,
    spu_id: 1,
    spu_name: String(gift.name_zht),
    cover: String(gift.cover),
    points: Number(gift.points),
    quantity: 1,
    status: 'shipped',
    contact: '陳大文',
    area_code: '+853',
    phone: DEMO_ACCOUNT.phone,
    area: 'macau-peninsula',
    address_name: '家',
    detail_address: '澳門新馬路 123 號 4 樓 A 座',
    postcode: '',
    idempotency_key: 'seed-demo-order-1',
    created_at: exchangedAt,
  });
  // A shipped order says how it went (issue #27): the list and the detail show these. Their
  // columns came with step 14; a database seeded on an older schema (test/server/migrations)
  // has none.
  if (await hasColumn(db, 'integral_trades', 'carrier')) {
    await updateRecord(db, 'integral_trades', tradeId, {
      carrier: 'CTT',
      tracking_no: 'RR123456785MO',
      shipped_at: exchangedAt + DAY,
    });
  }
  await debitPoints(
    db,
    demoId,
    Number(gift.points),
    reasons.exchange(
      {
        zht: String(gift.name_zht),
        zhs: String(gift.name_zhs),
        pt: String(gift.name_pt),
        en: String(gift.name_en),
      },
      1,
    ),
    { type: 'trade', id: tradeId },
    exchangedAt,
  );

  // Works: all approved but one under review; the demo account has one of its own.
  const insertWork = (work: {
    group: number;
    userId: number;
    title: string;
    slogan: string;
    authorName: string;
    cover: string;
    status: string;
    at: number;
    reviewedAt: number | null;
  }) =>
    insert(db, 'vote_players', {
      vote_id: 1,
      group_id: work.group,
      user_id: work.userId,
      title: L(work.title, work.title, work.title, work.title),
      slogan: work.slogan,
      author_name: work.authorName,
      cover: work.cover,
      status: work.status,
      created_at: work.at,
      reviewed_at: work.reviewedAt,
    });
  const workIds: number[] = [];
  for (const [i, [author, group, title, slogan]] of works.entries()) {
    const at = now - (28 - i) * DAY;
    const workId = await insertWork({
      group,
      userId: authorIds[author],
      title,
      slogan,
      authorName: authors[author].name,
      cover: artUrl('slogan-contest'),
      status: 'approved',
      at,
      reviewedAt: at + DAY,
    });
    workIds.push(workId);
  }
  const demoWorkAt = t0 + 4 * DAY;
  const demoWorkId = await insertWork({
    group: 1,
    userId: demoId,
    title: '歷史不遠',
    slogan: '歷史不遠，和平可貴',
    authorName: '陳大文',
    cover: artUrl('slogan-contest'),
    status: 'approved',
    at: demoWorkAt,
    reviewedAt: demoWorkAt + DAY,
  });
  await insertWork({
    group: 2,
    userId: authorIds[6],
    title: '小小和平使者',
    slogan: '我是小小和平使者',
    authorName: authors[6].name,
    cover: '',
    status: 'pending',
    at: now - DAY,
    reviewedAt: null,
  });

  // Past votes by the seed people, within the rule (5 a day, 1 per work per day), so every
  // count on a work is backed by vote rows.
  // The approved works in the order of their ids, as the votes below pick them.
  const approvedWorks = [
    ...workIds.map((id, i) => ({ id, user_id: authorIds[works[i][0]] })),
    { id: demoWorkId, user_id: demoId },
  ];
  // The seed casts every vote of the contest: what it cast is what there is.
  const cast = new Set<string>();
  for (let daysAgo = 1; daysAgo <= 20; daysAgo += 1) {
    const at = now - daysAgo * DAY;
    const day = macauDay(at);
    for (const [v, voterId] of authorIds.entries()) {
      const eligible = approvedWorks.filter((w) => w.user_id !== voterId);
      const count = (daysAgo + v) % (VOTES_PER_USER_PER_DAY + 1);
      for (let k = 0; k < count; k += 1) {
        const work = eligible[(daysAgo * 3 + v * 5 + k * 7) % eligible.length];
        const key = `${work.id} ${voterId} ${day}`;
        if (cast.has(key)) continue;
        cast.add(key);
        await insert(db, 'vote_records', {
          vote_id: 1,
          player_id: work.id,
          user_id: voterId,
          day,
          user_slot: k + 1,
          work_slot: 1,
          per_user_limit: VOTES_PER_USER_PER_DAY,
          per_work_limit: VOTES_PER_WORK_PER_DAY,
          created_at: at + k * 60_000,
        });
      }
    }
  }
  await recountVotes(db);

  for (const userId of [demoId, ...authorIds]) await awardBadges(db, userId, now);

  // Older exhibition layer: requests between the demo account and an exhibitor.
  await insert(db, 'event_info', {
    scope: 'personal',
    kind: 'meeting',
    creator_id: authorIds[1],
    target_user_id: demoId,
    target_enterprise_id: null,
    title: '史料展導賞安排',
    content: '希望約見討論學校團體參觀「烽火濠江」史料展的導賞安排。',
    location: '塔石藝文館',
    start_at: now + 3 * DAY,
    end_at: now + 3 * DAY + HOUR,
    audit_status: 0,
    remark: '',
    enable: 1,
    created_at: now - DAY,
    updated_at: now - DAY,
  });
  await insert(db, 'event_info', {
    scope: 'personal',
    kind: 'talk',
    creator_id: demoId,
    target_user_id: authorIds[1],
    target_enterprise_id: null,
    title: '口述歷史訪談',
    content: '邀請分享家族在戰時避難澳門的經歷。',
    location: '線上',
    start_at: now + 5 * DAY,
    end_at: now + 5 * DAY + HOUR,
    audit_status: 1,
    remark: '',
    enable: 1,
    created_at: now - 2 * DAY,
    updated_at: now - 2 * DAY,
  });
  await insert(db, 'event_info', {
    scope: 'company',
    kind: 'meeting',
    creator_id: authorIds[4],
    target_user_id: null,
    target_enterprise_id: 1,
    title: '借展戰時報刊',
    content: '學校歷史學會希望借展戰時報刊複本。',
    location: '澳門新馬路',
    start_at: now + 8 * DAY,
    end_at: now + 8 * DAY + 2 * HOUR,
    audit_status: 0,
    remark: '',
    enable: 1,
    created_at: now - DAY,
    updated_at: now - DAY,
  });
  return demoId;
}
