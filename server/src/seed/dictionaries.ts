import type { DbExecutor } from '../tables';
import { inOrder, insert, L, type Loc } from './helpers';

type Item = [value: string, label: Loc];

const dicts: Record<string, Item[]> = {
  appellation_type: [
    ['-1', L('請選擇稱謂', '请选择称谓', 'Escolha o tratamento', 'Choose a title')],
    ['mr', L('先生', '先生', 'Sr.', 'Mr')],
    ['ms', L('女士', '女士', 'Sra.', 'Ms')],
    ['mrs', L('太太', '太太', 'Sra.ª', 'Mrs')],
    ['miss', L('小姐', '小姐', 'Menina', 'Miss')],
    ['dr', L('博士', '博士', 'Dr.', 'Dr')],
    ['prof', L('教授', '教授', 'Prof.', 'Prof')],
  ],
  gender: [
    ['male', L('男', '男', 'Masculino', 'Male')],
    ['female', L('女', '女', 'Feminino', 'Female')],
  ],
  member_type: [
    ['individual', L('個人', '个人', 'Individual', 'Individual')],
    ['student', L('學生', '学生', 'Estudante', 'Student')],
    ['school', L('學校', '学校', 'Escola', 'School')],
    ['organisation', L('社團', '社团', 'Associação', 'Association')],
    ['exhibitor', L('參展單位', '参展单位', 'Expositor', 'Exhibitor')],
  ],
  area: [
    ['macau-peninsula', L('澳門半島', '澳门半岛', 'Península de Macau', 'Macau Peninsula')],
    ['taipa', L('氹仔', '氹仔', 'Taipa', 'Taipa')],
    ['coloane', L('路環', '路环', 'Coloane', 'Coloane')],
    ['cotai', L('路氹城', '路氹城', 'Cotai', 'Cotai')],
    ['other', L('其他', '其他', 'Outro', 'Other')],
  ],
  time_zone: [
    ['Asia/Macau', L('澳門 (GMT+8)', '澳门 (GMT+8)', 'Macau (GMT+8)', 'Macau (GMT+8)')],
    ['Asia/Hong_Kong', L('香港 (GMT+8)', '香港 (GMT+8)', 'Hong Kong (GMT+8)', 'Hong Kong (GMT+8)')],
    ['Asia/Shanghai', L('北京 (GMT+8)', '北京 (GMT+8)', 'Pequim (GMT+8)', 'Beijing (GMT+8)')],
    ['Europe/Lisbon', L('里斯本', '里斯本', 'Lisboa', 'Lisbon')],
  ],
  trade_status: [
    ['pending', L('待發貨', '待发货', 'A aguardar envio', 'Awaiting shipment')],
    ['shipped', L('已發貨', '已发货', 'Enviado', 'Shipped')],
    ['completed', L('已完成', '已完成', 'Concluído', 'Completed')],
    ['cancelled', L('已取消', '已取消', 'Cancelado', 'Cancelled')],
  ],
  vote_player_status: [
    ['pending', L('審核中', '审核中', 'Em apreciação', 'Under review')],
    ['approved', L('已通過', '已通过', 'Aprovado', 'Approved')],
    ['rejected', L('未通過', '未通过', 'Não aprovado', 'Not approved')],
  ],
};

type Country = [areaCode: string, iso: string, name: Loc, children?: Loc[]];

// +853 first: the programme is Macau's (SPEC §9 default area code).
const countries: Country[] = [
  [
    '+853',
    'MO',
    L('中國澳門', '中国澳门', 'Macau, China', 'Macao, China'),
    [
      L('澳門半島', '澳门半岛', 'Península de Macau', 'Macau Peninsula'),
      L('氹仔', '氹仔', 'Taipa', 'Taipa'),
      L('路環', '路环', 'Coloane', 'Coloane'),
      L('路氹城', '路氹城', 'Cotai', 'Cotai'),
    ],
  ],
  [
    '+852',
    'HK',
    L('中國香港', '中国香港', 'Hong Kong, China', 'Hong Kong, China'),
    [
      L('香港島', '香港岛', 'Ilha de Hong Kong', 'Hong Kong Island'),
      L('九龍', '九龙', 'Kowloon', 'Kowloon'),
      L('新界', '新界', 'Novos Territórios', 'New Territories'),
    ],
  ],
  [
    '+86',
    'CN',
    L('中國內地', '中国内地', 'China Continental', 'Chinese Mainland'),
    [
      L('廣東', '广东', 'Guangdong', 'Guangdong'),
      L('北京', '北京', 'Pequim', 'Beijing'),
      L('上海', '上海', 'Xangai', 'Shanghai'),
      L('其他省市', '其他省市', 'Outras províncias', 'Other provinces'),
    ],
  ],
  ['+886', 'TW', L('中國台灣', '中国台湾', 'Taiwan, China', 'Taiwan, China')],
  ['+351', 'PT', L('葡萄牙', '葡萄牙', 'Portugal', 'Portugal')],
  ['+55', 'BR', L('巴西', '巴西', 'Brasil', 'Brazil')],
  ['+244', 'AO', L('安哥拉', '安哥拉', 'Angola', 'Angola')],
  ['+258', 'MZ', L('莫桑比克', '莫桑比克', 'Moçambique', 'Mozambique')],
  ['+238', 'CV', L('佛得角', '佛得角', 'Cabo Verde', 'Cape Verde')],
  ['+245', 'GW', L('幾內亞比紹', '几内亚比绍', 'Guiné-Bissau', 'Guinea-Bissau')],
  [
    '+239',
    'ST',
    L('聖多美和普林西比', '圣多美和普林西比', 'São Tomé e Príncipe', 'São Tomé and Príncipe'),
  ],
  ['+670', 'TL', L('東帝汶', '东帝汶', 'Timor-Leste', 'Timor-Leste')],
  ['+65', 'SG', L('新加坡', '新加坡', 'Singapura', 'Singapore')],
  ['+60', 'MY', L('馬來西亞', '马来西亚', 'Malásia', 'Malaysia')],
  ['+63', 'PH', L('菲律賓', '菲律宾', 'Filipinas', 'Philippines')],
  ['+62', 'ID', L('印度尼西亞', '印度尼西亚', 'Indonésia', 'Indonesia')],
  ['+66', 'TH', L('泰國', '泰国', 'Tailândia', 'Thailand')],
  ['+84', 'VN', L('越南', '越南', 'Vietname', 'Vietnam')],
  ['+81', 'JP', L('日本', '日本', 'Japão', 'Japan')],
  ['+82', 'KR', L('韓國', '韩国', 'Coreia do Sul', 'South Korea')],
  ['+61', 'AU', L('澳大利亞', '澳大利亚', 'Austrália', 'Australia')],
  ['+44', 'GB', L('英國', '英国', 'Reino Unido', 'United Kingdom')],
  ['+1', 'US', L('美國', '美国', 'Estados Unidos', 'United States')],
  ['+1', 'CA', L('加拿大', '加拿大', 'Canadá', 'Canada')],
];

const translations: Loc[] = [
  L('首頁', '首页', 'Início', 'Home'),
  L('新聞', '新闻', 'Notícias', 'News'),
  L('活動專區', '活动专区', 'Atividades', 'Activities'),
  L('積分中心', '积分中心', 'Centro de pontos', 'Points centre'),
  L('禮品兌換', '礼品兑换', 'Troca de brindes', 'Gift exchange'),
  L('兌換記錄', '兑换记录', 'Registo de trocas', 'Exchange records'),
  L('我的', '我的', 'Eu', 'Me'),
  L('登入', '登录', 'Iniciar sessão', 'Log in'),
  L('註冊', '注册', 'Registar', 'Register'),
  L('投票', '投票', 'Votar', 'Vote'),
  L('排行榜', '排行榜', 'Classificação', 'Ranking'),
  L('標語創作大賽', '标语创作大赛', 'Concurso de Slogans', 'Slogan Contest'),
  L('AR 世遺巡禮', 'AR 世遗巡礼', 'Roteiro RA do Património', 'AR Heritage Tour'),
  L('互動展覽', '互动展览', 'Exposição interativa', 'Interactive exhibition'),
  L('抗戰勝利', '抗战胜利', 'Vitória na Guerra de Resistência', 'Victory in the War of Resistance'),
  L('銘記歷史', '铭记历史', 'Recordar a história', 'Remember history'),
  L('珍愛和平', '珍爱和平', 'Valorizar a paz', 'Cherish peace'),
  L('大三巴牌坊', '大三巴牌坊', 'Ruínas de São Paulo', "Ruins of St. Paul's"),
  L('媽閣廟', '妈阁庙', 'Templo de A-Má', 'A-Ma Temple'),
  L('議事亭前地', '议事亭前地', 'Largo do Senado', 'Senado Square'),
  L('東望洋炮台', '东望洋炮台', 'Fortaleza da Guia', 'Guia Fortress'),
  L('鄭家大屋', '郑家大屋', 'Casa do Mandarim', "Mandarin's House"),
];

export async function seedDictionaries(db: DbExecutor): Promise<void> {
  for (const [dictType, items] of Object.entries(dicts)) {
    await inOrder(
      items,
      async ([value, label], sort) =>
        await insert(db, 'dict_data', {
          dict_type: dictType,
          dict_value: value,
          dict_label: label.zht,
          label,
          sort,
        }),
    );
  }
  await inOrder(countries, async ([areaCode, iso, name, children], sort) => {
    const parentId = await insert(db, 'countries', {
      parent_id: null,
      area_code: areaCode,
      iso,
      name,
      sort,
    });
    await inOrder(
      children ?? [],
      async (child, childSort) =>
        await insert(db, 'countries', {
          parent_id: parentId,
          area_code: areaCode,
          iso,
          name: child,
          sort: childSort,
        }),
    );
  });
  for (const text of translations) await insert(db, 'translations', { text });
  const params: [string, string][] = [
    [
      'country_info',
      JSON.stringify({ areaCode: '+853', iso: 'MO', nameZht: '中國澳門', nameEn: 'Macao, China' }),
    ],
    ['default_area_code', '+853'],
    ['app_version', '1.0.1'],
    ['vote_id', '1'],
    ['service_email', 'service@victory80.mo.example'],
    ['share_title', '銘記歷史 珍愛和平｜澳門紀念抗戰勝利80周年'],
  ];
  for (const [name, value] of params) await insert(db, 'sys_params', { name, value, public: 1 });
}
