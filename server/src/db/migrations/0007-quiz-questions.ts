// The prize quiz's questions as first published (SPEC §1 four languages). Migration 0007 copies
// them into quiz_questions and quiz_options, so this list is frozen with it: a later change of
// questions is a data change (or a new migration), never an edit here. In each question the
// option marked `true` is the answer: it stays on the server and is never sent before grading.

type Text = readonly [zht: string, zhs: string, pt: string, en: string];
export type SeedQuestion = readonly [
  question: Text,
  options: readonly (readonly [Text, boolean])[],
];

const o = (zht: string, zhs: string, pt: string, en: string, correct = false) =>
  [[zht, zhs, pt, en], correct] as const;

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  [
    [
      '中國人民抗日戰爭在哪一年取得最終勝利？',
      '中国人民抗日战争在哪一年取得最终胜利？',
      'Em que ano terminou vitoriosa a Guerra de Resistência do povo chinês contra a agressão japonesa?',
      "In which year did the Chinese People's War of Resistance against Japanese Aggression end in victory?",
    ],
    [
      o('1937年', '1937年', '1937', '1937'),
      o('1941年', '1941年', '1941', '1941'),
      o('1945年', '1945年', '1945', '1945', true),
      o('1949年', '1949年', '1949', '1949'),
    ],
  ],
  [
    [
      '中國人民抗日戰爭勝利紀念日是哪一天？',
      '中国人民抗日战争胜利纪念日是哪一天？',
      'Em que dia se assinala o Dia da Vitória da Guerra de Resistência do povo chinês?',
      "On which day is China's Victory Day of the War of Resistance commemorated?",
    ],
    [
      o('7月7日', '7月7日', '7 de julho', '7 July'),
      o('8月15日', '8月15日', '15 de agosto', '15 August'),
      o('9月3日', '9月3日', '3 de setembro', '3 September', true),
      o('10月1日', '10月1日', '1 de outubro', '1 October'),
    ],
  ],
  [
    [
      '1937年全面抗戰爆發，始於哪一事件？',
      '1937年全面抗战爆发，始于哪一事件？',
      'Que incidente de 1937 marcou o início da guerra de resistência em toda a China?',
      'Which 1937 incident began the full-scale War of Resistance?',
    ],
    [
      o('九一八事變', '九一八事变', 'Incidente de Mukden', 'The Mukden Incident'),
      o(
        '七七事變（盧溝橋事變）',
        '七七事变（卢沟桥事变）',
        'Incidente da Ponte Marco Polo',
        'The Marco Polo Bridge Incident',
        true,
      ),
      o('西安事變', '西安事变', 'Incidente de Xi’an', 'The Xi’an Incident'),
      o('五四運動', '五四运动', 'Movimento de 4 de Maio', 'The May Fourth Movement'),
    ],
  ],
  [
    [
      '九一八事變發生於哪一年？',
      '九一八事变发生于哪一年？',
      'Em que ano ocorreu o Incidente de Mukden?',
      'In which year did the Mukden Incident take place?',
    ],
    [
      o('1919年', '1919年', '1919', '1919'),
      o('1931年', '1931年', '1931', '1931', true),
      o('1937年', '1937年', '1937', '1937'),
      o('1945年', '1945年', '1945', '1945'),
    ],
  ],
  [
    [
      '從1931年算起，中國人民抗日戰爭歷時多少年？',
      '从1931年算起，中国人民抗日战争历时多少年？',
      'Contando a partir de 1931, quantos anos durou a Guerra de Resistência do povo chinês?',
      "Counting from 1931, how many years did the Chinese People's War of Resistance last?",
    ],
    [
      o('8年', '8年', '8 anos', '8 years'),
      o('10年', '10年', '10 anos', '10 years'),
      o('14年', '14年', '14 anos', '14 years', true),
      o('20年', '20年', '20 anos', '20 years'),
    ],
  ],
  [
    [
      '1945年9月2日，日本在哪裏簽署投降書？',
      '1945年9月2日，日本在哪里签署投降书？',
      'Onde assinou o Japão o ato de rendição a 2 de setembro de 1945?',
      'Where did Japan sign the instrument of surrender on 2 September 1945?',
    ],
    [
      o(
        '東京灣的密蘇里號戰艦上',
        '东京湾的密苏里号战舰上',
        'A bordo do couraçado Missouri, na baía de Tóquio',
        'Aboard the USS Missouri in Tokyo Bay',
        true,
      ),
      o('南京', '南京', 'Em Nanquim', 'In Nanjing'),
      o('波茨坦', '波茨坦', 'Em Potsdam', 'In Potsdam'),
      o('雅爾達', '雅尔达', 'Em Ialta', 'In Yalta'),
    ],
  ],
  [
    [
      '1945年7月發表、促令日本無條件投降的是哪份文告？',
      '1945年7月发表、促令日本无条件投降的是哪份文告？',
      'Que declaração, de julho de 1945, exigiu a rendição incondicional do Japão?',
      "Which declaration of July 1945 called for Japan's unconditional surrender?",
    ],
    [
      o('開羅宣言', '开罗宣言', 'Declaração do Cairo', 'The Cairo Declaration'),
      o('波茨坦公告', '波茨坦公告', 'Declaração de Potsdam', 'The Potsdam Declaration', true),
      o('大西洋憲章', '大西洋宪章', 'Carta do Atlântico', 'The Atlantic Charter'),
      o('雅爾達協定', '雅尔达协定', 'Acordo de Ialta', 'The Yalta Agreement'),
    ],
  ],
  [
    [
      '第二次世界大戰期間，澳門為何沒有被日軍佔領？',
      '第二次世界大战期间，澳门为何没有被日军占领？',
      'Porque é que Macau não foi ocupado pelo Japão durante a Segunda Guerra Mundial?',
      'Why was Macau not occupied by Japan during the Second World War?',
    ],
    [
      o('葡萄牙是中立國', '葡萄牙是中立国', 'Portugal era neutral', 'Portugal was neutral', true),
      o('澳門沒有港口', '澳门没有港口', 'Macau não tinha porto', 'Macau had no harbour'),
      o('澳門當時無人居住', '澳门当时无人居住', 'Macau estava desabitado', 'Macau was uninhabited'),
      o(
        '日軍從未到達華南',
        '日军从未到达华南',
        'O exército japonês nunca chegou ao Sul da China',
        'Japanese forces never reached southern China',
      ),
    ],
  ],
  [
    [
      '「澳門歷史城區」在哪一年列入《世界遺產名錄》？',
      '“澳门历史城区”在哪一年列入《世界遗产名录》？',
      'Em que ano foi o Centro Histórico de Macau inscrito na Lista do Património Mundial?',
      'In which year was the Historic Centre of Macao inscribed on the World Heritage List?',
    ],
    [
      o('1999年', '1999年', '1999', '1999'),
      o('2002年', '2002年', '2002', '2002'),
      o('2005年', '2005年', '2005', '2005', true),
      o('2010年', '2010年', '2010', '2010'),
    ],
  ],
  [
    [
      '以下哪一處屬於「澳門歷史城區」？',
      '以下哪一处属于“澳门历史城区”？',
      'Qual destes locais faz parte do Centro Histórico de Macau?',
      'Which of these is part of the Historic Centre of Macao?',
    ],
    [
      o('大三巴牌坊', '大三巴牌坊', 'Ruínas de São Paulo', "Ruins of St. Paul's", true),
      o('澳門旅遊塔', '澳门旅游塔', 'Torre de Macau', 'Macau Tower'),
      o('澳門科學館', '澳门科学馆', 'Centro de Ciência de Macau', 'Macao Science Center'),
      o(
        '澳門國際機場',
        '澳门国际机场',
        'Aeroporto Internacional de Macau',
        'Macau International Airport',
      ),
    ],
  ],
  [
    [
      '1945年簽署《聯合國憲章》的城市是？',
      '1945年签署《联合国宪章》的城市是？',
      'Em que cidade foi assinada a Carta das Nações Unidas em 1945?',
      'In which city was the Charter of the United Nations signed in 1945?',
    ],
    [
      o('日內瓦', '日内瓦', 'Genebra', 'Geneva'),
      o('紐約', '纽约', 'Nova Iorque', 'New York'),
      o('三藩市', '旧金山', 'São Francisco', 'San Francisco', true),
      o('倫敦', '伦敦', 'Londres', 'London'),
    ],
  ],
  [
    [
      '1938年中國軍隊取得大捷的台兒莊戰役，發生在哪個省份？',
      '1938年中国军队取得大捷的台儿庄战役，发生在哪个省份？',
      'Em que província se travou a Batalha de Taierzhuang, vitória chinesa de 1938?',
      'In which province was the Battle of Taierzhuang, a Chinese victory of 1938, fought?',
    ],
    [
      o('山東', '山东', 'Shandong', 'Shandong', true),
      o('湖南', '湖南', 'Hunan', 'Hunan'),
      o('雲南', '云南', 'Yunnan', 'Yunnan'),
      o('廣東', '广东', 'Cantão', 'Guangdong'),
    ],
  ],
];
