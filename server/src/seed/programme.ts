import { artUrl } from '../modules/content';
import type { DbExecutor } from '../tables';
import { DAY, html, inOrder, insert, L, type Loc } from './helpers';

/** The contest's vote rule (data, stored with every vote row). */
export const VOTES_PER_USER_PER_DAY = 5;
export const VOTES_PER_WORK_PER_DAY = 1;

export async function seedContest(db: DbExecutor, now: number): Promise<void> {
  await insert(db, 'votes', {
    id: 1,
    name: L(
      '「銘記歷史 珍愛和平」標語創作大賽',
      '“铭记历史 珍爱和平”标语创作大赛',
      'Concurso de Slogans «Recordar a história, valorizar a paz»',
      '"Remember History, Cherish Peace" Slogan Contest',
    ),
    rules: html(
      '每人每日可投 5 票，同一作品每日限投 1 票（澳門時間）。',
      '排名按票數；票數相同時較早達到該票數者在前，再相同則較早提交者在前。',
    ),
    start_at: now - 30 * DAY,
    end_at: now + 60 * DAY,
    sign_up_start_at: now - 30 * DAY,
    sign_up_end_at: now + 45 * DAY,
    visits: 1280,
    votes_per_user_per_day: VOTES_PER_USER_PER_DAY,
    votes_per_work_per_day: VOTES_PER_WORK_PER_DAY,
  });
  await insert(db, 'vote_groups', {
    vote_id: 1,
    name: L('公開組', '公开组', 'Categoria Aberta', 'Open Category'),
    sort: 0,
  });
  await insert(db, 'vote_groups', {
    vote_id: 1,
    name: L('青少年組', '青少年组', 'Categoria Juvenil', 'Youth Category'),
    sort: 1,
  });

  const sites: [string, Loc, Loc, number, number][] = [
    [
      'ruins-of-st-pauls',
      L('大三巴牌坊', '大三巴牌坊', 'Ruínas de São Paulo', "Ruins of St. Paul's"),
      L(
        '聖保祿教堂前壁，澳門歷史城區的象徵。',
        '圣保禄教堂前壁，澳门历史城区的象征。',
        'A fachada da Igreja da Madre de Deus, símbolo do Centro Histórico.',
        'The façade of the Church of Mater Dei, symbol of the Historic Centre.',
      ),
      22.197,
      113.5409,
    ],
    [
      'a-ma-temple',
      L('媽閣廟', '妈阁庙', 'Templo de A-Má', 'A-Ma Temple'),
      L(
        '澳門現存最古老的廟宇之一，供奉天后。',
        '澳门现存最古老的庙宇之一，供奉天后。',
        'Um dos templos mais antigos de Macau, dedicado à deusa do mar.',
        "One of Macau's oldest temples, dedicated to the sea goddess.",
      ),
      22.1862,
      113.5311,
    ],
    [
      'senado-square',
      L('議事亭前地', '议事亭前地', 'Largo do Senado', 'Senado Square'),
      L(
        '波浪紋碎石路面的城市廣場，戰時救濟物資的集散地之一。',
        '波浪纹碎石路面的城市广场，战时救济物资的集散地之一。',
        'A praça da calçada ondulada, um dos pontos de distribuição de socorro na guerra.',
        'The square of wave-patterned paving, one of the places relief was handed out in the war.',
      ),
      22.1935,
      113.5395,
    ],
    [
      'guia-fortress',
      L('東望洋炮台', '东望洋炮台', 'Fortaleza da Guia', 'Guia Fortress'),
      L(
        '澳門最高點，炮台、聖堂、燈塔與三十年代的防空隧道。',
        '澳门最高点，炮台、圣堂、灯塔与三十年代的防空隧道。',
        'O ponto mais alto de Macau: fortaleza, capela, farol e túneis dos anos 1930.',
        "Macau's highest point: fortress, chapel, lighthouse and 1930s tunnels.",
      ),
      22.1967,
      113.5496,
    ],
    [
      'mandarins-house',
      L('鄭家大屋', '郑家大屋', 'Casa do Mandarim', "Mandarin's House"),
      L(
        '思想家鄭觀應的故居，中西合璧的嶺南大宅。',
        '思想家郑观应的故居，中西合璧的岭南大宅。',
        'A casa do pensador Zheng Guanying, mansão de Lingnan com toques ocidentais.',
        'Home of the thinker Zheng Guanying, a Lingnan mansion with Western touches.',
      ),
      22.1878,
      113.5338,
    ],
  ];
  await inOrder(
    sites,
    async ([slug, name, description, latitude, longitude], sort) =>
      await insert(db, 'ar_sites', {
        name,
        description,
        cover: artUrl(slug),
        latitude,
        longitude,
        link: `/pages/ar/ar?id=${sort + 1}`,
        sort,
      }),
  );
}

export async function seedPointsCatalogue(db: DbExecutor): Promise<void> {
  const gifts: [string, Loc, Loc, number, number, number][] = [
    [
      'gift-bookmarks',
      L(
        '世遺紀念書籤（一套五枚）',
        '世遗纪念书签（一套五枚）',
        'Marcadores do património (5)',
        'Heritage bookmarks (set of 5)',
      ),
      L(
        '以五個世遺地點為題的金屬書籤。',
        '以五个世遗地点为题的金属书签。',
        'Marcadores metálicos com cinco locais do património.',
        'Metal bookmarks of five heritage sites.',
      ),
      30,
      200,
      2,
    ],
    [
      'gift-pin',
      L(
        '勝利80周年紀念徽章',
        '胜利80周年纪念徽章',
        'Pin comemorativo dos 80 anos',
        'Victory 80th anniversary pin',
      ),
      L(
        '琺瑯徽章，背面刻有活動標誌。',
        '珐琅徽章，背面刻有活动标志。',
        'Pin esmaltado com o logótipo do programa no verso.',
        'Enamel pin with the programme logo on the back.',
      ),
      80,
      150,
      1,
    ],
    [
      'gift-postcards',
      L(
        '戰時澳門明信片（一套八張）',
        '战时澳门明信片（一套八张）',
        'Postais de Macau em guerra (8)',
        'Wartime Macau postcards (set of 8)',
      ),
      L(
        '精選館藏照片複刻，附中葡英三語說明。',
        '精选馆藏照片复刻，附中葡英三语说明。',
        'Fotografias de arquivo com legendas em chinês, português e inglês.',
        'Archive photographs with captions in Chinese, Portuguese and English.',
      ),
      120,
      100,
      2,
    ],
    [
      'gift-tote',
      L('世遺帆布袋', '世遗帆布袋', 'Saco de pano do património', 'Heritage tote bag'),
      L(
        '加厚帆布，印有大三巴牌坊線稿。',
        '加厚帆布，印有大三巴牌坊线稿。',
        'Lona resistente com desenho das Ruínas de São Paulo.',
        "Heavy canvas printed with a line drawing of the Ruins of St. Paul's.",
      ),
      300,
      60,
      1,
    ],
    [
      'gift-notebook',
      L(
        '「銘記歷史」筆記本',
        '“铭记历史”笔记本',
        'Caderno «Recordar a história»',
        '"Remember History" notebook',
      ),
      L(
        '內頁附抗戰大事年表。',
        '内页附抗战大事年表。',
        'Inclui uma cronologia da guerra.',
        'With a timeline of the war inside.',
      ),
      200,
      80,
      0,
    ],
    [
      'gift-umbrella',
      L('和平鴿摺傘', '和平鸽折伞', 'Guarda-chuva da pomba da paz', 'Peace dove umbrella'),
      L(
        '輕巧摺傘，限量發行。',
        '轻巧折伞，限量发行。',
        'Guarda-chuva dobrável, edição limitada.',
        'Light folding umbrella, limited edition.',
      ),
      600,
      10,
      1,
    ],
  ];
  await inOrder(
    gifts,
    async ([slug, name, description, points, stock, limit], sort) =>
      await insert(db, 'integral_spu', {
        name,
        description,
        cover: artUrl(slug),
        pictures: JSON.stringify([artUrl(slug), artUrl('victory-80')]),
        points,
        stock,
        limit_per_user: limit,
        on_sale: 1,
        sort,
      }),
  );

  // Id 1 is the app's FIXED_MISSION_ID (visiting the interactive exhibition).
  const missions: [Loc, Loc, number, 'once' | 'daily', string, string][] = [
    [
      L(
        '參觀互動展覽',
        '参观互动展览',
        'Visitar a exposição interativa',
        'Visit the interactive exhibition',
      ),
      L(
        '進入互動展覽頁面即可完成。',
        '进入互动展览页面即可完成。',
        'Basta abrir a exposição interativa.',
        'Open the interactive exhibition.',
      ),
      20,
      'daily',
      'client',
      '/pages/vr/vr',
    ],
    [
      L('每日簽到', '每日签到', 'Presença diária', 'Daily check-in'),
      L(
        '每天簽到一次。',
        '每天签到一次。',
        'Registe a presença uma vez por dia.',
        'Check in once a day.',
      ),
      5,
      'daily',
      'client',
      '/pages/points/points',
    ],
    [
      L('閱讀一篇新聞', '阅读一篇新闻', 'Ler uma notícia', 'Read a news story'),
      L(
        '閱讀任何一篇新聞。',
        '阅读任何一篇新闻。',
        'Leia qualquer notícia.',
        'Read any news story.',
      ),
      5,
      'daily',
      'read',
      '/pages/news/news',
    ],
    [
      L(
        '完成 AR 世遺巡禮',
        '完成 AR 世遗巡礼',
        'Concluir o roteiro RA',
        'Complete the AR heritage tour',
      ),
      L(
        '在五個世遺地點完成 AR 打卡。',
        '在五个世遗地点完成 AR 打卡。',
        'Registe-se nos cinco locais do roteiro RA.',
        'Check in at all five AR sites.',
      ),
      50,
      'once',
      'ar',
      '/pages/ar/ar',
    ],
    [
      L('完成有獎問答', '完成有奖问答', 'Responder ao questionário', 'Take the exhibition quiz'),
      L(
        '答對 8 題或以上。',
        '答对 8 题或以上。',
        'Acerte 8 ou mais perguntas.',
        'Answer 8 or more questions correctly.',
      ),
      30,
      'once',
      'quiz',
      '/pages/vrRule/vrRule',
    ],
    [
      L('為標語作品投票', '为标语作品投票', 'Votar num slogan', 'Vote for a slogan'),
      L(
        '每天投出第一票時自動完成。',
        '每天投出第一票时自动完成。',
        'Concluída com o primeiro voto do dia.',
        'Completed by your first vote of the day.',
      ),
      10,
      'daily',
      'vote',
      '/pages/vote/vote',
    ],
    [
      L('提交標語作品', '提交标语作品', 'Submeter um slogan', 'Submit a slogan'),
      L(
        '提交第一件作品時自動完成。',
        '提交第一件作品时自动完成。',
        'Concluída com a primeira obra.',
        'Completed by your first entry.',
      ),
      50,
      'once',
      'signup',
      '/pages/signUp/signUp',
    ],
    [
      L('分享作品邀請投票', '分享作品邀请投票', 'Partilhar uma obra', 'Share a work'),
      L(
        '好友經您分享的作品連結首次投票時完成，每天一次。',
        '好友经您分享的作品链接首次投票时完成，每天一次。',
        'Concluída quando um amigo vota pela primeira vez através de uma obra que partilhou; uma vez por dia.',
        'Completed when a friend first votes through a work you shared; once a day.',
      ),
      10,
      'daily',
      'share',
      '/pages/vote/vote',
    ],
    [
      L('邀請好友註冊', '邀请好友注册', 'Convidar um amigo', 'Invite a friend'),
      L(
        '好友以您的邀請碼註冊後自動完成。',
        '好友以您的邀请码注册后自动完成。',
        'Concluída quando um amigo se regista com o seu código.',
        'Completed when a friend registers with your code.',
      ),
      30,
      'once',
      'invite',
      '/pages/my/index',
    ],
  ];
  await inOrder(
    missions,
    async ([name, description, points, period, trigger, link], sort) =>
      await insert(db, 'missions', { name, description, points, period, trigger, link, sort }),
  );

  const types: Loc[] = [
    L('參與', '参与', 'Participação', 'Taking part'),
    L('探索', '探索', 'Exploração', 'Exploring'),
    L('創作', '创作', 'Criação', 'Creating'),
  ];
  await inOrder(types, async (name, sort) => await insert(db, 'badge_types', { name, sort }));
  const badges: [number, string, Loc, Loc, string, number][] = [
    [
      1,
      'badge-newcomer',
      L('初來乍到', '初来乍到', 'Recém-chegado', 'Newcomer'),
      L('完成註冊。', '完成注册。', 'Registou-se.', 'Registered.'),
      'registered',
      1,
    ],
    [
      1,
      'badge-voter',
      L('熱心投票者', '热心投票者', 'Votante assíduo', 'Keen Voter'),
      L('累計投票 10 次。', '累计投票 10 次。', '10 votos no total.', '10 votes in all.'),
      'votes_cast',
      10,
    ],
    [
      2,
      'badge-explorer',
      L('世遺探索者', '世遗探索者', 'Explorador do património', 'Heritage Explorer'),
      L('完成 5 項任務。', '完成 5 项任务。', '5 missões cumpridas.', '5 missions completed.'),
      'missions_done',
      5,
    ],
    [
      2,
      'badge-collector',
      L('積分收藏家', '积分收藏家', 'Colecionador de pontos', 'Points Collector'),
      L(
        '累計獲得 1000 積分。',
        '累计获得 1000 积分。',
        '1000 pontos ganhos no total.',
        '1000 points earned in all.',
      ),
      'points_earned',
      1000,
    ],
    [
      2,
      'badge-exchanger',
      L('兌換達人', '兑换达人', 'Mestre das trocas', 'Gift Exchanger'),
      L('首次兌換禮品。', '首次兑换礼品。', 'Primeira troca de brinde.', 'First gift exchange.'),
      'exchanges',
      1,
    ],
    [
      3,
      'badge-writer',
      L('標語創作者', '标语创作者', 'Autor de slogans', 'Slogan Writer'),
      L(
        '提交第一件標語作品。',
        '提交第一件标语作品。',
        'Primeira obra submetida.',
        'First slogan submitted.',
      ),
      'works_submitted',
      1,
    ],
  ];
  await inOrder(
    badges,
    async ([typeId, slug, name, description, kind, threshold], sort) =>
      await insert(db, 'badges', {
        type_id: typeId,
        name,
        description,
        icon: artUrl(slug),
        icon_locked: artUrl('badge-locked'),
        rule_kind: kind,
        rule_threshold: threshold,
        sort,
      }),
  );
}
