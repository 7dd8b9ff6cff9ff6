import { artUrl } from '../modules/content';
import type { DbExecutor } from '../tables';
import { DAY, HOUR, html, inOrder, insert, L, type Loc } from './helpers';

interface Story {
  category: number;
  cover: string;
  daysAgo: number;
  title: Loc;
  summary: Loc;
  content: Loc;
  activity?: { startInDays: number; hours: number; location: string };
}

const categories: [Loc, 'news' | 'activity'][] = [
  [L('活動快訊', '活动快讯', 'Notícias do programa', 'Programme News'), 'news'],
  [L('歷史回眸', '历史回眸', 'Olhar a história', 'History'), 'news'],
  [L('世遺故事', '世遗故事', 'Histórias do património', 'Heritage Stories'), 'news'],
  [L('展覽活動', '展览活动', 'Exposições', 'Exhibitions'), 'activity'],
  [L('講座導賞', '讲座导赏', 'Palestras e visitas', 'Talks and Walks'), 'activity'],
];

const stories: Story[] = [
  {
    category: 1,
    cover: artUrl('victory-80'),
    daysAgo: 1,
    title: L(
      '「銘記歷史 珍愛和平」系列活動正式啟動',
      '“铭记历史 珍爱和平”系列活动正式启动',
      'Arranca o programa «Recordar a história, valorizar a paz»',
      '"Remember History, Cherish Peace" programme opens',
    ),
    summary: L(
      '紀念抗戰勝利80周年系列活動以展覽、講座、標語大賽及 AR 世遺巡禮展開。',
      '纪念抗战胜利80周年系列活动以展览、讲座、标语大赛及 AR 世遗巡礼展开。',
      'Exposições, palestras, um concurso de slogans e um roteiro RA assinalam os 80 anos da vitória.',
      'Exhibitions, talks, a slogan contest and an AR heritage tour mark 80 years since the victory.',
    ),
    content: L(
      html(
        '為紀念中國人民抗日戰爭暨世界反法西斯戰爭勝利80周年，澳門各界聯合舉辦「銘記歷史 珍愛和平」系列活動，即日起在本平台開放參與。',
        '市民註冊即可獲得積分，參與任務累積積分後可兌換紀念品；標語創作大賽同步接受投稿及投票。',
      ),
      html(
        '为纪念中国人民抗日战争暨世界反法西斯战争胜利80周年，澳门各界联合举办“铭记历史 珍爱和平”系列活动，即日起在本平台开放参与。',
        '市民注册即可获得积分，参与任务累积积分后可兑换纪念品；标语创作大赛同步接受投稿及投票。',
      ),
      html(
        'Para assinalar o 80.º aniversário da vitória na Guerra de Resistência e na Guerra Mundial Antifascista, a sociedade de Macau organiza o programa «Recordar a história, valorizar a paz», já aberto nesta plataforma.',
        'O registo dá pontos, que crescem com as missões e se trocam por lembranças; o concurso de slogans já aceita obras e votos.',
      ),
      html(
        'To mark the 80th anniversary of the victory in the War of Resistance and the World Anti-Fascist War, Macau\'s community has launched the programme "Remember History, Cherish Peace", open on this platform from today.',
        'Registering earns points, missions earn more, and points can be exchanged for souvenirs; the slogan contest is taking entries and votes.',
      ),
    ),
  },
  {
    category: 2,
    cover: artUrl('wartime-macau'),
    daysAgo: 3,
    title: L(
      '戰時澳門：避風港裡的艱難歲月',
      '战时澳门：避风港里的艰难岁月',
      'Macau em guerra: anos difíceis num porto de abrigo',
      'Wartime Macau: hard years in a safe haven',
    ),
    summary: L(
      '太平洋戰爭期間澳門未被佔領，人口驟增，糧食短缺成為最大考驗。',
      '太平洋战争期间澳门未被占领，人口骤增，粮食短缺成为最大考验。',
      'Macau não foi ocupada na Guerra do Pacífico, mas a população disparou e a fome foi a maior provação.',
      'Macau was not occupied in the Pacific War, but its population soared and food shortage became the hardest test.',
    ),
    content: L(
      html(
        '抗戰爆發後，大批廣東及香港居民避居澳門，人口一度增至數十萬。一九四一年底香港淪陷後，難民潮更為洶湧。',
        '由於對外交通受阻，米糧奇缺，物價飛漲。澳門同善堂、鏡湖醫院等慈善團體施粥贈藥，各界人士慷慨解囊，在艱難歲月中守望相助。',
      ),
      html(
        '抗战爆发后，大批广东及香港居民避居澳门，人口一度增至数十万。一九四一年底香港沦陷后，难民潮更为汹涌。',
        '由于对外交通受阻，米粮奇缺，物价飞涨。澳门同善堂、镜湖医院等慈善团体施粥赠药，各界人士慷慨解囊，在艰难岁月中守望相助。',
      ),
      html(
        'Com o início da guerra, muitos habitantes de Guangdong e de Hong Kong refugiaram-se em Macau, cuja população chegou a várias centenas de milhares. Após a queda de Hong Kong, no fim de 1941, a vaga de refugiados aumentou.',
        'Com as ligações cortadas, o arroz escasseou e os preços dispararam. A Associação de Beneficência Tung Sin Tong e o Hospital Kiang Wu distribuíram canja e medicamentos, e a população mobilizou-se para ajudar.',
      ),
      html(
        'When the war broke out, many people from Guangdong and Hong Kong took refuge in Macau, whose population rose to several hundred thousand. After Hong Kong fell at the end of 1941 the flow of refugees grew further.',
        'With routes cut off, rice ran short and prices soared. Charities such as the Tung Sin Tong and Kiang Wu Hospital handed out congee and medicine, and people from every walk of life gave what they could.',
      ),
    ),
  },
  {
    category: 2,
    cover: artUrl('refugee-relief'),
    daysAgo: 6,
    title: L(
      '四界救災會：澳門青年的救亡行動',
      '四界救灾会：澳门青年的救亡行动',
      'A associação de socorro dos quatro setores',
      'The Four Circles Relief Association',
    ),
    summary: L(
      '一九三七年，澳門學術、音樂、戲劇及體育四界人士組成救災會，募捐並組織回國服務團。',
      '一九三七年，澳门学术、音乐、戏剧及体育四界人士组成救灾会，募捐并组织回国服务团。',
      'Em 1937, os meios académico, musical, teatral e desportivo de Macau criaram uma associação de socorro.',
      "In 1937 Macau's academic, music, drama and sports circles formed a relief association.",
    ),
    content: L(
      html(
        '全面抗戰爆發後，澳門學術界、音樂界、戲劇界及體育界人士組成「澳門四界救災會」，以義演、義賣及募捐籌集物資，支援受戰火波及的同胞。',
        '救災會先後組織多批回國服務團，深入廣東前線及後方，從事救護、宣傳及教育工作，不少青年為此付出寶貴生命。',
      ),
      html(
        '全面抗战爆发后，澳门学术界、音乐界、戏剧界及体育界人士组成“澳门四界救灾会”，以义演、义卖及募捐筹集物资，支援受战火波及的同胞。',
        '救灾会先后组织多批回国服务团，深入广东前线及后方，从事救护、宣传及教育工作，不少青年为此付出宝贵生命。',
      ),
      html(
        'Com o início da guerra total, pessoas dos meios académico, musical, teatral e desportivo criaram a Associação de Socorro dos Quatro Setores de Macau, angariando fundos com espetáculos e vendas de beneficência.',
        'A associação enviou vários grupos de serviço para Guangdong, onde prestaram socorro, educação e propaganda; muitos jovens deram a vida.',
      ),
      html(
        "When full-scale war broke out, people from Macau's academic, music, drama and sports circles formed the Macau Four Circles Relief Association, raising funds through benefit shows, sales and donations.",
        'It sent several service teams to the front and the rear in Guangdong for first aid, education and propaganda work; many young volunteers gave their lives.',
      ),
    ),
  },
  {
    category: 2,
    cover: artUrl('peace-dove'),
    daysAgo: 9,
    title: L(
      '勝利的消息傳到濠江',
      '胜利的消息传到濠江',
      'A notícia da vitória chega a Macau',
      'News of victory reaches Macau',
    ),
    summary: L(
      '一九四五年八月十五日日本宣布投降，澳門街頭一片歡騰。',
      '一九四五年八月十五日日本宣布投降，澳门街头一片欢腾。',
      'A 15 de agosto de 1945 o Japão anunciou a rendição e as ruas de Macau encheram-se de alegria.',
      "On 15 August 1945 Japan announced its surrender and Macau's streets filled with joy.",
    ),
    content: L(
      html(
        '一九四五年八月十五日，日本宣布無條件投降；九月二日簽署投降書，九月三日後來定為中國人民抗日戰爭勝利紀念日。',
        '消息傳來，澳門居民燃放爆竹、張燈結綵，許多避難者隨後踏上歸途，重建家園。',
      ),
      html(
        '一九四五年八月十五日，日本宣布无条件投降；九月二日签署投降书，九月三日后来定为中国人民抗日战争胜利纪念日。',
        '消息传来，澳门居民燃放爆竹、张灯结彩，许多避难者随后踏上归途，重建家园。',
      ),
      html(
        'A 15 de agosto de 1945 o Japão anunciou a rendição incondicional; o ato de rendição foi assinado a 2 de setembro, e o dia 3 de setembro tornou-se o Dia da Vitória da Guerra de Resistência do Povo Chinês.',
        'Em Macau houve panchões e lanternas, e muitos refugiados iniciaram o regresso a casa para reconstruir as suas vidas.',
      ),
      html(
        "On 15 August 1945 Japan announced its unconditional surrender; the instrument of surrender was signed on 2 September, and 3 September became Victory Day of the Chinese People's War of Resistance.",
        'Macau celebrated with firecrackers and lanterns, and many refugees soon set off home to rebuild their lives.',
      ),
    ),
  },
  {
    category: 3,
    cover: artUrl('ruins-of-st-pauls'),
    daysAgo: 12,
    title: L(
      '大三巴牌坊：四百年風雨見證',
      '大三巴牌坊：四百年风雨见证',
      'Ruínas de São Paulo: quatro séculos de história',
      "Ruins of St. Paul's: four centuries of witness",
    ),
    summary: L(
      '聖保祿教堂的前壁歷經火災屹立至今，是澳門歷史城區最具代表性的地標。',
      '圣保禄教堂的前壁历经火灾屹立至今，是澳门历史城区最具代表性的地标。',
      'A fachada da Igreja da Madre de Deus sobreviveu ao incêndio de 1835 e é o ícone do Centro Histórico.',
      'The façade of the Church of Mater Dei survived the fire of 1835 and is the icon of the Historic Centre.',
    ),
    content: L(
      html(
        '大三巴牌坊是聖保祿教堂（天主之母教堂）的前壁，教堂於一八三五年毀於大火，只餘石砌前壁及石階。',
        '二〇〇五年，澳門歷史城區列入《世界遺產名錄》，大三巴牌坊是其中最廣為人知的建築。',
      ),
      html(
        '大三巴牌坊是圣保禄教堂（天主之母教堂）的前壁，教堂于一八三五年毁于大火，只余石砌前壁及石阶。',
        '二〇〇五年，澳门历史城区列入《世界遗产名录》，大三巴牌坊是其中最广为人知的建筑。',
      ),
      html(
        'As Ruínas de São Paulo são a fachada da Igreja da Madre de Deus, destruída por um incêndio em 1835, do qual restaram a fachada de pedra e a escadaria.',
        'Em 2005 o Centro Histórico de Macau foi inscrito na Lista do Património Mundial, e as Ruínas são o seu monumento mais conhecido.',
      ),
      html(
        "The Ruins of St. Paul's are the façade of the Church of Mater Dei, destroyed by fire in 1835, leaving only the stone front and its steps.",
        'In 2005 the Historic Centre of Macao was inscribed on the World Heritage List, and the Ruins are its best-known monument.',
      ),
    ),
  },
  {
    category: 3,
    cover: artUrl('guia-fortress'),
    daysAgo: 15,
    title: L(
      '東望洋炮台與燈塔',
      '东望洋炮台与灯塔',
      'A Fortaleza e o Farol da Guia',
      'Guia Fortress and Lighthouse',
    ),
    summary: L(
      '炮台、聖母雪地殿聖堂與中國沿岸第一座現代燈塔，守望澳門數百年。',
      '炮台、圣母雪地殿圣堂与中国沿岸第一座现代灯塔，守望澳门数百年。',
      'Fortaleza, capela e o primeiro farol moderno da costa chinesa vigiam Macau há séculos.',
      'A fortress, a chapel and the first modern lighthouse on the China coast have watched over Macau for centuries.',
    ),
    content: L(
      html(
        '東望洋炮台建於十七世紀，是澳門的最高點。炮台內的聖母雪地殿聖堂保存了珍貴壁畫，一八六五年建成的燈塔是中國沿岸第一座現代燈塔。',
        '炮台山上的防空隧道建於上世紀三十年代，如今開放參觀，訴說著動盪年代的防衛記憶。',
      ),
      html(
        '东望洋炮台建于十七世纪，是澳门的最高点。炮台内的圣母雪地殿圣堂保存了珍贵壁画，一八六五年建成的灯塔是中国沿岸第一座现代灯塔。',
        '炮台山上的防空隧道建于上世纪三十年代，如今开放参观，诉说着动荡年代的防卫记忆。',
      ),
      html(
        'A Fortaleza da Guia, do século XVII, ocupa o ponto mais alto de Macau. A Capela de Nossa Senhora da Guia guarda frescos preciosos, e o farol, de 1865, foi o primeiro farol moderno da costa chinesa.',
        'Os túneis da colina, construídos nos anos 1930, estão abertos ao público e lembram a defesa em tempos incertos.',
      ),
      html(
        "Guia Fortress, built in the 17th century, stands on Macau's highest point. Its Chapel of Our Lady of Guia keeps precious frescoes, and the lighthouse of 1865 was the first modern lighthouse on the China coast.",
        'Tunnels dug into the hill in the 1930s are open to visitors and recall the defence of uncertain times.',
      ),
    ),
  },
  {
    category: 3,
    cover: artUrl('mandarins-house'),
    daysAgo: 18,
    title: L(
      '鄭家大屋：《盛世危言》的誕生地',
      '郑家大屋：《盛世危言》的诞生地',
      'Casa do Mandarim, onde nasceu um livro reformista',
      "Mandarin's House, where a reformist classic was written",
    ),
    summary: L(
      '思想家鄭觀應在此完成《盛世危言》，大宅融合中西建築特色。',
      '思想家郑观应在此完成《盛世危言》，大宅融合中西建筑特色。',
      'O pensador Zheng Guanying escreveu aqui as «Palavras de aviso em tempos de prosperidade».',
      'The thinker Zheng Guanying wrote "Words of Warning in Times of Prosperity" here.',
    ),
    content: L(
      html(
        '鄭家大屋位於亞婆井前地附近，是近代思想家鄭觀應的故居。他在此寫成《盛世危言》，主張富強救國，影響深遠。',
        '大屋佔地約四千平方米，以嶺南建築為主，兼有西式裝飾，經修復後開放參觀。',
      ),
      html(
        '郑家大屋位于亚婆井前地附近，是近代思想家郑观应的故居。他在此写成《盛世危言》，主张富强救国，影响深远。',
        '大屋占地约四千平方米，以岭南建筑为主，兼有西式装饰，经修复后开放参观。',
      ),
      html(
        'A Casa do Mandarim, perto do Largo do Lilau, foi a residência de Zheng Guanying, que aí escreveu uma obra influente a defender a modernização do país.',
        'Com cerca de 4000 metros quadrados, combina a arquitectura de Lingnan com decoração ocidental e está aberta ao público após restauro.',
      ),
      html(
        "The Mandarin's House near Lilau Square was the home of Zheng Guanying, who wrote there an influential work calling for the country to modernise.",
        'Covering about 4,000 square metres, it blends Lingnan architecture with Western decoration and is open to visitors after restoration.',
      ),
    ),
  },
  {
    category: 1,
    cover: artUrl('slogan-contest'),
    daysAgo: 20,
    title: L(
      '標語創作大賽開始投稿',
      '标语创作大赛开始投稿',
      'Concurso de slogans aceita obras',
      'Slogan contest opens for entries',
    ),
    summary: L(
      '以「銘記歷史 珍愛和平」為主題，設公開組及青少年組。',
      '以“铭记历史 珍爱和平”为主题，设公开组及青少年组。',
      'Tema «Recordar a história, valorizar a paz», categorias Aberta e Juvenil.',
      'Theme "Remember History, Cherish Peace", with Open and Youth categories.',
    ),
    content: L(
      html(
        '歡迎市民以中文、葡文或英文創作標語，每人最多提交五件作品。作品經審核後公開，並開放每日投票。',
        '詳細規則請參閱「大賽規則」頁面。',
      ),
      html(
        '欢迎市民以中文、葡文或英文创作标语，每人最多提交五件作品。作品经审核后公开，并开放每日投票。',
        '详细规则请参阅“大赛规则”页面。',
      ),
      html(
        'Todos podem criar slogans em chinês, português ou inglês, até cinco obras por pessoa. As obras aprovadas ficam públicas e podem ser votadas diariamente.',
        'Veja o regulamento completo na página «Regulamento do concurso».',
      ),
      html(
        'Everyone is welcome to write slogans in Chinese, Portuguese or English, up to five works each. Approved works are published and open to daily voting.',
        'See the Contest Rules page for details.',
      ),
    ),
  },
  {
    category: 4,
    cover: artUrl('exhibition-hall'),
    daysAgo: 2,
    title: L(
      '「烽火濠江」抗戰史料展',
      '“烽火濠江”抗战史料展',
      'Exposição «Macau em tempo de guerra»',
      '"Macau in the Flames of War" archive exhibition',
    ),
    summary: L(
      '展出戰時澳門的報刊、照片、救濟文件及口述歷史。',
      '展出战时澳门的报刊、照片、救济文件及口述历史。',
      'Jornais, fotografias, documentos de socorro e história oral de Macau em guerra.',
      'Newspapers, photographs, relief documents and oral history from wartime Macau.',
    ),
    content: L(
      html(
        '展覽分三個展區，透過二百餘件史料重現一九三七至一九四五年的澳門社會。',
        '免費入場，逢星期一休館。',
      ),
      html(
        '展览分三个展区，透过二百余件史料重现一九三七至一九四五年的澳门社会。',
        '免费入场，逢星期一休馆。',
      ),
      html(
        'Em três áreas, mais de duzentas peças recriam a sociedade de Macau entre 1937 e 1945.',
        'Entrada livre; encerra às segundas-feiras.',
      ),
      html(
        'In three areas, over two hundred items recreate Macau society from 1937 to 1945.',
        'Free admission; closed on Mondays.',
      ),
    ),
    activity: { startInDays: -10, hours: 24 * 60, location: '塔石藝文館 Tap Seac Gallery' },
  },
  {
    category: 5,
    cover: artUrl('senado-square'),
    daysAgo: 4,
    title: L(
      '世遺城區歷史導賞：戰時足跡',
      '世遗城区历史导赏：战时足迹',
      'Visita guiada: vestígios da guerra no Centro Histórico',
      'Guided walk: wartime traces in the Historic Centre',
    ),
    summary: L(
      '由議事亭前地出發，走訪與戰時救濟相關的街巷與建築。',
      '由议事亭前地出发，走访与战时救济相关的街巷与建筑。',
      'Do Largo do Senado pelas ruas e edifícios ligados ao socorro em tempo de guerra.',
      'From Senado Square through the streets and buildings linked to wartime relief.',
    ),
    content: L(
      html('導賞全程約兩小時，名額三十人，須經本平台報名。', '請穿著輕便鞋履，並自備飲用水。'),
      html('导赏全程约两小时，名额三十人，须经本平台报名。', '请穿着轻便鞋履，并自备饮用水。'),
      html(
        'A visita dura cerca de duas horas, com 30 lugares, mediante inscrição nesta plataforma.',
        'Use calçado confortável e traga água.',
      ),
      html(
        'The walk takes about two hours, with 30 places; register on this platform.',
        'Wear comfortable shoes and bring water.',
      ),
    ),
    activity: { startInDays: 7, hours: 2, location: '議事亭前地 Senado Square' },
  },
  {
    category: 5,
    cover: artUrl('a-ma-temple'),
    daysAgo: 5,
    title: L(
      '講座：戰時澳門的慈善救濟',
      '讲座：战时澳门的慈善救济',
      'Palestra: a beneficência em Macau durante a guerra',
      'Talk: charity and relief in wartime Macau',
    ),
    summary: L(
      '歷史學者講述同善堂、鏡湖醫院等團體在戰時的救濟工作。',
      '历史学者讲述同善堂、镜湖医院等团体在战时的救济工作。',
      'Historiadores falam do trabalho da Tung Sin Tong e do Hospital Kiang Wu durante a guerra.',
      'Historians on the relief work of the Tung Sin Tong, Kiang Wu Hospital and others during the war.',
    ),
    content: L(
      html('講座以粵語進行，設即時葡文及英文傳譯。', '出席者可獲參與任務積分。'),
      html('讲座以粤语进行，设即时葡文及英文传译。', '出席者可获参与任务积分。'),
      html(
        'Palestra em cantonense com interpretação simultânea em português e inglês.',
        'A presença conta para as missões.',
      ),
      html(
        'In Cantonese with simultaneous Portuguese and English interpretation.',
        'Attending counts towards missions.',
      ),
    ),
    activity: { startInDays: 14, hours: 2, location: '澳門中央圖書館 Macau Central Library' },
  },
  {
    category: 4,
    cover: artUrl('ar-tour'),
    daysAgo: 7,
    title: L(
      'AR 世遺巡禮全面開放',
      'AR 世遗巡礼全面开放',
      'Roteiro RA do património aberto a todos',
      'AR heritage tour now open',
    ),
    summary: L(
      '五個世遺地點設 AR 打卡點，完成巡禮可獲 50 積分。',
      '五个世遗地点设 AR 打卡点，完成巡礼可获 50 积分。',
      'Cinco locais do património com pontos RA; o roteiro completo dá 50 pontos.',
      'Five heritage sites with AR check-in points; completing the tour earns 50 points.',
    ),
    content: L(
      html('巡禮可按任何次序完成，建議預留半天時間。'),
      html('巡礼可按任何次序完成，建议预留半天时间。'),
      html('Os locais podem ser visitados por qualquer ordem; reserve meio dia.'),
      html('Visit the sites in any order; allow half a day.'),
    ),
    activity: {
      startInDays: -7,
      hours: 24 * 90,
      location: '澳門歷史城區 Historic Centre of Macao',
    },
  },
];

export async function seedNews(db: DbExecutor, now: number): Promise<void> {
  await inOrder(
    categories,
    async ([name, kind], sort) => await insert(db, 'news_categories', { name, kind, sort }),
  );
  await inOrder(stories, async (story, index) => {
    const startAt = story.activity ? now + story.activity.startInDays * DAY : null;
    await insert(db, 'news', {
      category_id: story.category,
      title: story.title,
      summary: story.summary,
      content: story.content,
      cover: story.cover,
      location: story.activity?.location ?? '',
      start_at: startAt,
      end_at: startAt !== null && story.activity ? startAt + story.activity.hours * HOUR : null,
      published_at: now - story.daysAgo * DAY - index * 60_000,
      views: 40 + ((index * 37) % 300),
    });
  });

  const carousels: [string, string, Loc, string][] = [
    [
      'home',
      artUrl('victory-80'),
      L(
        '銘記歷史 珍愛和平',
        '铭记历史 珍爱和平',
        'Recordar a história, valorizar a paz',
        'Remember History, Cherish Peace',
      ),
      '/pages/constitution/constitution',
    ],
    [
      'home',
      artUrl('slogan-contest'),
      L('標語創作大賽', '标语创作大赛', 'Concurso de Slogans', 'Slogan Contest'),
      '/pages/vote/vote',
    ],
    [
      'home',
      artUrl('ar-tour'),
      L('AR 世遺巡禮', 'AR 世遗巡礼', 'Roteiro RA do Património', 'AR Heritage Tour'),
      '/pages/ar/ar',
    ],
    [
      'points',
      artUrl('gift-tote'),
      L(
        '積分換領紀念品',
        '积分换领纪念品',
        'Troque pontos por lembranças',
        'Exchange points for souvenirs',
      ),
      '/pages/gift/gift',
    ],
    [
      'vote',
      artUrl('peace-dove'),
      L('為和平發聲', '为和平发声', 'Uma voz pela paz', 'A voice for peace'),
      '/pages/voteRules/voteRules',
    ],
  ];
  await inOrder(
    carousels,
    async ([position, image, title, link], sort) =>
      await insert(db, 'carousels', { position, image, title, link, sort }),
  );
  const posters: [string, Loc, string][] = [
    [
      artUrl('victory-80'),
      L('勝利八十周年', '胜利八十周年', '80 anos da vitória', '80 years since victory'),
      '/pages/home/index',
    ],
    [
      artUrl('peace-dove'),
      L('珍愛和平', '珍爱和平', 'Valorizar a paz', 'Cherish peace'),
      '/pages/vote/vote',
    ],
    [
      artUrl('exhibition-hall'),
      L('互動展覽', '互动展览', 'Exposição interativa', 'Interactive exhibition'),
      '/pages/vr/vr',
    ],
  ];
  await inOrder(
    posters,
    async ([image, title, link], sort) => await insert(db, 'posters', { image, title, link, sort }),
  );
  await insert(db, 'adverts', {
    type_id: 1,
    image: artUrl('exhibition-hall'),
    link: '/pages/activity/activity',
    sort: 0,
  });
  await insert(db, 'adverts', {
    type_id: 1,
    image: artUrl('gift-pin'),
    link: '/pages/gift/gift',
    sort: 1,
  });
  await insert(db, 'adverts', {
    type_id: 2,
    image: artUrl('slogan-contest'),
    link: '/pages/vote/vote',
    sort: 0,
  });

  const entries: [string, Loc, string, string][] = [
    [
      'home-entry',
      L('新聞', '新闻', 'Notícias', 'News'),
      '/pages/news/news',
      artUrl('wartime-macau'),
    ],
    [
      'home-entry',
      L('活動專區', '活动专区', 'Atividades', 'Activities'),
      '/pages/activity/activity',
      artUrl('exhibition-hall'),
    ],
    [
      'home-entry',
      L('AR 世遺巡禮', 'AR 世遗巡礼', 'Roteiro RA', 'AR Tour'),
      '/pages/ar/ar',
      artUrl('ar-tour'),
    ],
    [
      'home-entry',
      L('互動展覽', '互动展览', 'Exposição interativa', 'Exhibition'),
      '/pages/vr/vr',
      artUrl('exhibition-hall'),
    ],
    [
      'home-entry',
      L('標語大賽', '标语大赛', 'Concurso', 'Contest'),
      '/pages/vote/vote',
      artUrl('slogan-contest'),
    ],
    [
      'home-entry',
      L('積分中心', '积分中心', 'Pontos', 'Points'),
      '/pages/points/points',
      artUrl('badge-collector'),
    ],
    [
      'home-entry',
      L('禮品兌換', '礼品兑换', 'Brindes', 'Gifts'),
      '/pages/gift/gift',
      artUrl('gift-tote'),
    ],
    [
      'home-entry',
      L('我的徽章', '我的徽章', 'Distintivos', 'Badges'),
      '/pages/achieveMents/achieveMents',
      artUrl('badge-explorer'),
    ],
  ];
  await inOrder(
    entries,
    async ([code, title, link, icon], sort) =>
      await insert(db, 'layout_blocks', { code, title, link, icon, sort }),
  );
  await inOrder(
    ['抗戰勝利', '大三巴', '媽閣廟', '標語大賽', '積分兌換', 'Victory', 'Património'],
    async (word, sort) => await insert(db, 'news_words', { word, sort }),
  );

  await insert(db, 'exhibitions', {
    name: L(
      '銘記歷史 珍愛和平——澳門紀念抗戰勝利80周年系列活動',
      '铭记历史 珍爱和平——澳门纪念抗战胜利80周年系列活动',
      'Recordar a história, valorizar a paz — Macau assinala os 80 anos da vitória',
      "Remember History, Cherish Peace — Macau's programme for the 80th anniversary of the victory",
    ),
    venue: L('塔石藝文館', '塔石艺文馆', 'Galeria Tap Seac', 'Tap Seac Gallery'),
    intro: L(
      '以展覽、講座、導賞及標語創作大賽，回顧戰時澳門的守望相助。',
      '以展览、讲座、导赏及标语创作大赛，回顾战时澳门的守望相助。',
      'Exposições, palestras, visitas e um concurso de slogans sobre a solidariedade em Macau durante a guerra.',
      'Exhibitions, talks, walks and a slogan contest recalling how Macau stood together in the war years.',
    ),
    cover: artUrl('exhibition-hall'),
    start_at: now - 10 * DAY,
    end_at: now + 80 * DAY,
  });
  await insert(db, 'assets', {
    url: artUrl('victory-80'),
    name: 'victory-80.svg',
    type: 'image/svg+xml',
  });
  await insert(db, 'assets', {
    url: artUrl('peace-dove'),
    name: 'peace-dove.svg',
    type: 'image/svg+xml',
  });
  await insert(db, 'assets', {
    url: artUrl('wartime-macau'),
    name: 'wartime-macau.svg',
    type: 'image/svg+xml',
  });
  await insert(db, 'channels', { name: 'WeChat', code: 'wechat', sort: 0 });
  await insert(db, 'channels', { name: 'H5', code: 'h5', sort: 1 });
  await insert(db, 'channels', { name: 'Poster QR', code: 'poster', sort: 2 });
}
