import type { DbExecutor } from '../tables';
import { SLOGAN_MAX, WORKS_PER_PERSON } from '../../../src/rules/contest';
import { QUIZ_RETRY_MINUTES } from '../../../src/rules/quiz';
import { html, insert, L, type Loc } from './helpers';

/**
 * The quiz's retry rule, as src/rules/quiz.ts holds it (issue #27: a failed attempt showed every
 * right answer and could be taken again at once); step 18 adds it to a page seeded before.
 */
export const QUIZ_RETRY_RULE: Loc = L(
  `未能過關時，須待 ${QUIZ_RETRY_MINUTES} 分鐘後方可再答；交卷後只顯示每題答對或答錯，不公布正確答案。`,
  `未能过关时，须待 ${QUIZ_RETRY_MINUTES} 分钟后方可再答；交卷后只显示每题答对或答错，不公布正确答案。`,
  `Se não passar, pode responder de novo ${QUIZ_RETRY_MINUTES} minutos depois; no fim vê que respostas acertou ou errou, mas não as respostas certas.`,
  `If you do not pass, you can try again ${QUIZ_RETRY_MINUTES} minutes later; after submitting you see which answers were right or wrong, not the right answers.`,
);

/**
 * The contest rules' sentence on a slogan's length, as src/rules/contest.ts counts it (issue #27:
 * it said 30 characters while the form took 140); step 17 puts it into a database seeded before.
 */
export const CONTEST_THEME: Loc = L(
  `主題：「銘記歷史 珍愛和平」。以不多於 ${SLOGAN_MAX} 字（中文每字計一字，葡文或英文每詞計一字）的中文、葡文或英文標語，表達對抗戰歷史的記憶與對和平的珍惜。`,
  `主题：“铭记历史 珍爱和平”。以不多于 ${SLOGAN_MAX} 字（中文每字计一字，葡文或英文每词计一字）的中文、葡文或英文标语，表达对抗战历史的记忆与对和平的珍惜。`,
  `Tema: «Recordar a história, valorizar a paz». Um slogan em chinês, português ou inglês, com até ${SLOGAN_MAX} ideogramas chineses ou ${SLOGAN_MAX} palavras, sobre a memória da guerra e o valor da paz.`,
  `Theme: "Remember History, Cherish Peace". A slogan in Chinese, Portuguese or English, of up to ${SLOGAN_MAX} Chinese characters or ${SLOGAN_MAX} words, on remembering the war and cherishing peace.`,
);

interface Page {
  id: number;
  code: string;
  title: Loc;
  content: Loc;
}

// Ids are the app's PAGE_INFO_IDS (src/api/fixed-ids.ts).
const pages: Page[] = [
  {
    id: 1,
    code: 'agreement',
    title: L('用戶協議', '用户协议', 'Termos de Utilização', 'User Agreement'),
    content: L(
      html(
        '歡迎使用「銘記歷史 珍愛和平」澳門紀念抗戰勝利80周年系列活動平台（下稱「本平台」）。註冊或使用本平台，即表示您同意本協議。',
        '一、帳號：您須以本人手機號碼註冊，並妥善保管密碼及驗證碼。帳號只供本人使用，不得轉讓或出借。',
        '二、積分與禮品：積分只可用於本平台的禮品兌換，不可兌換現金或轉讓。禮品數量有限，兌換成功以系統確認為準；以不正當方式取得的積分將被取消。',
        '三、作品與投票：參賽作品須為本人原創，不得侵犯他人權利。每人每日的投票次數以大賽規則為準，刷票行為一經發現，相關票數作廢。',
        '四、行為守則：請尊重歷史、尊重他人，不得發布違法、失實或冒犯性內容。',
        '五、協議修改：主辦單位可因應活動需要修訂本協議，修訂後會在本平台公布。',
      ),
      html(
        '欢迎使用“铭记历史 珍爱和平”澳门纪念抗战胜利80周年系列活动平台（下称“本平台”）。注册或使用本平台，即表示您同意本协议。',
        '一、账号：您须以本人手机号码注册，并妥善保管密码及验证码。账号只供本人使用，不得转让或出借。',
        '二、积分与礼品：积分只可用于本平台的礼品兑换，不可兑换现金或转让。礼品数量有限，兑换成功以系统确认为准；以不正当方式取得的积分将被取消。',
        '三、作品与投票：参赛作品须为本人原创，不得侵犯他人权利。每人每日的投票次数以大赛规则为准，刷票行为一经发现，相关票数作废。',
        '四、行为守则：请尊重历史、尊重他人，不得发布违法、失实或冒犯性内容。',
        '五、协议修改：主办单位可因应活动需要修订本协议，修订后会在本平台公布。',
      ),
      html(
        'Bem-vindo à plataforma do programa comemorativo do 80.º aniversário da vitória na Guerra de Resistência, «Recordar a história, valorizar a paz» (a «plataforma»). Ao registar-se ou utilizar a plataforma, aceita estes termos.',
        '1. Conta: o registo é feito com o seu próprio número de telemóvel; guarde a palavra-passe e os códigos de verificação. A conta é pessoal e não pode ser cedida.',
        '2. Pontos e brindes: os pontos servem apenas para trocar brindes na plataforma e não são convertíveis em dinheiro nem transmissíveis. Os brindes são limitados; a troca só é válida após confirmação do sistema. Pontos obtidos de forma indevida serão anulados.',
        '3. Obras e votação: as obras devem ser originais e não podem violar direitos de terceiros. O número de votos diários segue o regulamento do concurso; votos fraudulentos serão anulados.',
        '4. Conduta: respeite a história e os outros participantes; não publique conteúdos ilegais, falsos ou ofensivos.',
        '5. Alterações: a organização pode rever estes termos conforme as necessidades do programa; as revisões serão publicadas na plataforma.',
      ),
      html(
        'Welcome to the platform of "Remember History, Cherish Peace", Macau\'s programme marking the 80th anniversary of the victory in the War of Resistance (the "platform"). By registering or using the platform you accept this agreement.',
        '1. Account: register with your own mobile number and keep your password and codes safe. An account is personal and may not be lent or transferred.',
        '2. Points and gifts: points can only be exchanged for gifts on the platform; they have no cash value and cannot be transferred. Gifts are limited and an exchange is confirmed only by the system. Points gained improperly will be cancelled.',
        '3. Works and voting: entries must be your own original work and must not infringe the rights of others. Daily votes follow the contest rules; fraudulent votes will be void.',
        '4. Conduct: respect history and other participants; do not post unlawful, false or offensive content.',
        '5. Changes: the organisers may revise this agreement as the programme requires; revisions are published on the platform.',
      ),
    ),
  },
  {
    id: 2,
    code: 'privacy',
    title: L('私隱政策', '隐私政策', 'Política de Privacidade', 'Privacy Policy'),
    content: L(
      html(
        '本平台依照澳門《個人資料保護法》處理您的個人資料。',
        '我們收集的資料：手機號碼、稱謂、姓名、用戶名、電郵（如有提供）、收貨地址、參與記錄（投票、任務、兌換）。實名驗證只保存遮蓋後的證件號碼。',
        '用途：帳號登入、發送驗證碼、積分及禮品寄送、大賽管理及活動統計。我們不會將您的資料出售或用作與本活動無關的用途。',
        '保存與刪除：您可隨時在「帳號安全」中註銷帳號，註銷後個人資料即被刪除，只保留不含個人身份的兌換及積分記錄作審計之用。',
        '查詢：如對個人資料有任何疑問，請經平台客服電郵與我們聯絡。',
      ),
      html(
        '本平台依照澳门《个人资料保护法》处理您的个人资料。',
        '我们收集的资料：手机号码、称谓、姓名、用户名、电邮（如有提供）、收货地址、参与记录（投票、任务、兑换）。实名验证只保存遮盖后的证件号码。',
        '用途：账号登录、发送验证码、积分及礼品寄送、大赛管理及活动统计。我们不会将您的资料出售或用作与本活动无关的用途。',
        '保存与删除：您可随时在“账号安全”中注销账号，注销后个人资料即被删除，只保留不含个人身份的兑换及积分记录作审计之用。',
        '查询：如对个人资料有任何疑问，请经平台客服电邮与我们联络。',
      ),
      html(
        'A plataforma trata os seus dados pessoais nos termos da Lei da Proteção de Dados Pessoais de Macau.',
        'Dados recolhidos: número de telemóvel, tratamento, nome, nome de utilizador, correio eletrónico (se o indicar), morada de entrega e registos de participação (votos, missões, trocas). Da verificação de identidade guarda-se apenas o número do documento mascarado.',
        'Finalidades: início de sessão, envio de códigos, pontos e envio de brindes, gestão do concurso e estatísticas do programa. Os seus dados não são vendidos nem usados para fins alheios ao programa.',
        'Conservação e eliminação: pode cancelar a conta em «Segurança da conta»; os dados pessoais são então apagados, ficando apenas registos anónimos de pontos e trocas para auditoria.',
        'Contacto: para questões sobre dados pessoais, escreva para o correio eletrónico de apoio da plataforma.',
      ),
      html(
        "The platform handles your personal data under Macau's Personal Data Protection Act.",
        'What we collect: mobile number, title, name, username, e-mail (if you give one), delivery addresses and records of participation (votes, missions, exchanges). For identity verification only a masked document number is kept.',
        'Why: logging in, sending codes, points and gift delivery, running the contest and programme statistics. Your data is never sold or used for purposes unrelated to the programme.',
        'Keeping and deleting: you can delete your account under Account Security at any time; your personal data is then erased, and only anonymous points and exchange records are kept for audit.',
        "Questions: write to the platform's service e-mail about anything concerning your personal data.",
      ),
    ),
  },
  {
    id: 3,
    code: 'rules',
    title: L('活動規則', '活动规则', 'Regras do Programa', 'Programme Rules'),
    content: L(
      html(
        '一、註冊即獲 100 積分。完成每日簽到、閱讀新聞、參觀互動展覽、AR 世遺巡禮、投票及提交標語作品等任務，均可獲得積分。',
        '二、每項任務按其週期計分：一次性任務每人只計一次；每日任務以澳門時間每日零時重置。',
        '三、積分可於「禮品兌換」換領紀念品，兌換後積分即時扣除，禮品按收貨地址寄出。每款禮品數量有限，部分禮品設每人兌換上限。',
        '四、徽章按參與情況自動頒發，可於「我的徽章」查看。',
        '五、如有爭議，主辦單位保留最終決定權。',
      ),
      html(
        '一、注册即获 100 积分。完成每日签到、阅读新闻、参观互动展览、AR 世遗巡礼、投票及提交标语作品等任务，均可获得积分。',
        '二、每项任务按其周期计分：一次性任务每人只计一次；每日任务以澳门时间每日零时重置。',
        '三、积分可于“礼品兑换”换领纪念品，兑换后积分即时扣除，礼品按收货地址寄出。每款礼品数量有限，部分礼品设每人兑换上限。',
        '四、徽章按参与情况自动颁发，可于“我的徽章”查看。',
        '五、如有争议，主办单位保留最终决定权。',
      ),
      html(
        '1. O registo dá 100 pontos. Ganham-se pontos com missões como o registo diário de presença, a leitura de notícias, a visita à exposição interativa, o roteiro RA do património, a votação e a submissão de slogans.',
        '2. Cada missão conta segundo o seu período: as missões únicas contam uma vez por pessoa; as diárias reiniciam à meia-noite, hora de Macau.',
        '3. Os pontos trocam-se por lembranças em «Troca de brindes»; são descontados de imediato e o brinde é enviado para a morada indicada. Os brindes são limitados e alguns têm limite por pessoa.',
        '4. Os distintivos são atribuídos automaticamente conforme a participação e podem ser vistos em «Os meus distintivos».',
        '5. Em caso de litígio, a decisão final cabe à organização.',
      ),
      html(
        '1. Registering earns 100 points. Missions such as the daily check-in, reading news, visiting the interactive exhibition, the AR heritage tour, voting and submitting slogans earn more.',
        '2. Each mission counts by its period: one-off missions once per person; daily missions reset at midnight Macau time.',
        '3. Points are exchanged for souvenirs under Gift Exchange; they are deducted at once and the gift is sent to your delivery address. Gifts are limited and some have a per-person limit.',
        '4. Badges are awarded automatically as you take part; see them under My Badges.',
        '5. In any dispute the organisers have the final say.',
      ),
    ),
  },
  {
    id: 4,
    code: 'constitution',
    title: L('活動簡介', '活动简介', 'Apresentação', 'About the Programme'),
    content: L(
      html(
        '二〇二五年是中國人民抗日戰爭暨世界反法西斯戰爭勝利80周年。「銘記歷史 珍愛和平」系列活動由澳門各界共同舉辦，透過展覽、講座、導賞、標語創作大賽及 AR 世遺巡禮，讓市民及旅客認識這段歷史。',
        '戰爭期間，澳門雖未被佔領，卻承受了難民潮與糧荒的沉重壓力。澳門同胞成立救災組織、募捐支援前線，慈善團體開設粥場、收容難民，在艱難歲月中守望相助。',
        '我們希望以這段歷史為鏡，與大家一起緬懷先烈、珍愛和平、共創未來。',
      ),
      html(
        '二〇二五年是中国人民抗日战争暨世界反法西斯战争胜利80周年。“铭记历史 珍爱和平”系列活动由澳门各界共同举办，透过展览、讲座、导赏、标语创作大赛及 AR 世遗巡礼，让市民及旅客认识这段历史。',
        '战争期间，澳门虽未被占领，却承受了难民潮与粮荒的沉重压力。澳门同胞成立救灾组织、募捐支援前线，慈善团体开设粥场、收容难民，在艰难岁月中守望相助。',
        '我们希望以这段历史为镜，与大家一起缅怀先烈、珍爱和平、共创未来。',
      ),
      html(
        'Em 2025 assinala-se o 80.º aniversário da vitória do povo chinês na Guerra de Resistência contra a Agressão Japonesa e da vitória na Guerra Mundial Antifascista. O programa «Recordar a história, valorizar a paz», organizado pela sociedade de Macau, dá a conhecer este período através de exposições, palestras, visitas guiadas, um concurso de slogans e um roteiro RA do património mundial.',
        'Durante a guerra, Macau não foi ocupada, mas suportou o peso de uma vaga de refugiados e da escassez de alimentos. A população criou associações de socorro e angariou fundos para a frente; instituições de beneficência abriram cozinhas de canja e acolheram refugiados.',
        'Queremos que esta história nos sirva de espelho: homenagear quem se sacrificou, valorizar a paz e construir juntos o futuro.',
      ),
      html(
        '2025 marks the 80th anniversary of the victory of the Chinese People\'s War of Resistance against Japanese Aggression and of the World Anti-Fascist War. The programme "Remember History, Cherish Peace", organised by Macau\'s community, tells this history through exhibitions, talks, guided walks, a slogan contest and an AR tour of the World Heritage sites.',
        'Macau was not occupied during the war, but it carried the weight of a wave of refugees and of famine. Residents formed relief associations and raised funds for the front; charities ran congee kitchens and sheltered refugees.',
        'We hope this history serves as a mirror: to honour those who gave their lives, to cherish peace and to build the future together.',
      ),
    ),
  },
  {
    id: 5,
    code: 'vote_rules',
    title: L(
      '標語創作大賽規則',
      '标语创作大赛规则',
      'Regulamento do Concurso de Slogans',
      'Slogan Contest Rules',
    ),
    content: L(
      html(
        CONTEST_THEME.zht,
        `組別：公開組（18 歲或以上）及青少年組（18 歲以下）。每人最多提交 ${WORKS_PER_PERSON} 件作品，作品經審核通過後方會公開並接受投票。`,
        '投票：登入後每人每日（澳門時間）可投 5 票，同一作品每日限投 1 票，不可為自己的作品投票。',
        '排名：按得票數由高至低排列；票數相同時，較早達到該票數的作品排前；再相同則較早提交者排前。',
        '獎項：各組設金、銀、銅獎及優異獎，得獎名單於活動結束後公布。',
      ),
      html(
        CONTEST_THEME.zhs,
        `组别：公开组（18 岁或以上）及青少年组（18 岁以下）。每人最多提交 ${WORKS_PER_PERSON} 件作品，作品经审核通过后方会公开并接受投票。`,
        '投票：登录后每人每日（澳门时间）可投 5 票，同一作品每日限投 1 票，不可为自己的作品投票。',
        '排名：按得票数由高至低排列；票数相同时，较早达到该票数的作品排前；再相同则较早提交者排前。',
        '奖项：各组设金、银、铜奖及优异奖，得奖名单于活动结束后公布。',
      ),
      html(
        CONTEST_THEME.pt,
        `Categorias: Aberta (18 anos ou mais) e Juvenil (menos de 18 anos). Cada pessoa pode submeter até ${WORKS_PER_PERSON} obras; só as obras aprovadas ficam públicas e podem ser votadas.`,
        'Votação: com sessão iniciada, cada pessoa tem 5 votos por dia (hora de Macau), no máximo 1 por obra e por dia, e não pode votar nas suas próprias obras.',
        'Classificação: por número de votos; em caso de empate, fica à frente a obra que atingiu primeiro esse número; depois, a submetida primeiro.',
        'Prémios: ouro, prata, bronze e menções honrosas em cada categoria; os vencedores são anunciados no fim do programa.',
      ),
      html(
        CONTEST_THEME.en,
        `Categories: Open (18 or over) and Youth (under 18). Each person may submit up to ${WORKS_PER_PERSON} works; a work is public and can be voted for once it has been approved.`,
        'Voting: when logged in, each person has 5 votes a day (Macau time), at most 1 per work per day, and cannot vote for their own works.',
        'Ranking: by votes, most first; on a tie, the work that reached that number of votes first ranks higher; then the earlier submission.',
        'Awards: gold, silver, bronze and merit awards in each category, announced when the programme ends.',
      ),
    ),
  },
  {
    id: 6,
    code: 'ar_rules',
    title: L('AR 世遺巡禮規則', 'AR 世遗巡礼规则', 'Regras do Roteiro RA', 'AR Tour Rules'),
    content: L(
      html(
        '巡禮路線包括大三巴牌坊、媽閣廟、議事亭前地、東望洋炮台及鄭家大屋五個世界遺產地點。',
        '到達地點後打開 AR 頁面，將鏡頭對準地標，即可觀看與抗戰時期澳門相關的歷史影像及解說。',
        '完成全部五個地點的打卡，即完成「AR 世遺巡禮」任務並獲得 50 積分。',
        '參觀時請注意交通安全，尊重宗教場所，並愛護文物。',
      ),
      html(
        '巡礼路线包括大三巴牌坊、妈阁庙、议事亭前地、东望洋炮台及郑家大屋五个世界遗产地点。',
        '到达地点后打开 AR 页面，将镜头对准地标，即可观看与抗战时期澳门相关的历史影像及解说。',
        '完成全部五个地点的打卡，即完成“AR 世遗巡礼”任务并获得 50 积分。',
        '参观时请注意交通安全，尊重宗教场所，并爱护文物。',
      ),
      html(
        'O roteiro inclui cinco locais do Património Mundial: Ruínas de São Paulo, Templo de A-Má, Largo do Senado, Fortaleza da Guia e Casa do Mandarim.',
        'Em cada local, abra a página RA e aponte a câmara ao monumento para ver imagens e explicações sobre Macau durante a guerra.',
        'Ao registar os cinco locais, conclui a missão «Roteiro RA do Património» e ganha 50 pontos.',
        'Tenha cuidado com o trânsito, respeite os locais de culto e preserve o património.',
      ),
      html(
        "The route covers five World Heritage sites: the Ruins of St. Paul's, A-Ma Temple, Senado Square, Guia Fortress and the Mandarin's House.",
        'At each site, open the AR page and point the camera at the landmark to see archive images and commentary on Macau in the war years.',
        'Checking in at all five sites completes the AR Heritage Tour mission and earns 50 points.',
        'Mind the traffic, respect places of worship and take care of the heritage.',
      ),
    ),
  },
  {
    id: 7,
    code: 'vr_rules',
    title: L(
      '互動展覽有獎問答規則',
      '互动展览有奖问答规则',
      'Regras do Questionário da Exposição',
      'Interactive Exhibition Quiz Rules',
    ),
    content: L(
      html(
        '互動展覽分為「烽火歲月」、「濠江守望」及「勝利與和平」三個展區，以圖片、文獻及口述歷史重現戰時澳門。',
        '參觀展覽即可獲得當日 20 積分；看完三個展區後可參加有獎問答，答對 8 題或以上可獲 30 積分（每人一次）。',
        '問答題目取材自展覽內容，作答時限為每題 30 秒。',
        QUIZ_RETRY_RULE.zht,
      ),
      html(
        '互动展览分为“烽火岁月”、“濠江守望”及“胜利与和平”三个展区，以图片、文献及口述历史重现战时澳门。',
        '参观展览即可获得当日 20 积分；看完三个展区后可参加有奖问答，答对 8 题或以上可获 30 积分（每人一次）。',
        '问答题目取材自展览内容，作答时限为每题 30 秒。',
        QUIZ_RETRY_RULE.zhs,
      ),
      html(
        'A exposição interativa tem três áreas — «Anos de guerra», «Macau solidária» e «Vitória e paz» — que recriam Macau durante a guerra com fotografias, documentos e história oral.',
        'A visita dá 20 pontos por dia; depois de ver as três áreas pode responder ao questionário: com 8 ou mais respostas certas ganha 30 pontos (uma vez por pessoa).',
        'As perguntas baseiam-se na exposição e cada uma tem 30 segundos.',
        QUIZ_RETRY_RULE.pt,
      ),
      html(
        'The interactive exhibition has three areas — "Years of War", "Macau Stands Together" and "Victory and Peace" — recreating wartime Macau through photographs, documents and oral history.',
        'Visiting earns 20 points a day; after seeing all three areas you can take the quiz: 8 or more correct answers earn 30 points (once per person).',
        'Questions are drawn from the exhibition, with 30 seconds for each.',
        QUIZ_RETRY_RULE.en,
      ),
    ),
  },
];

export async function seedPages(db: DbExecutor, now: number): Promise<void> {
  for (const page of pages) await insert(db, 'page_info', { ...page, updated_at: now });
  await insert(db, 'rich_texts', {
    code: 'integral_rule',
    content: L(
      html(
        '積分獲取：註冊 100 分；每日簽到 5 分；閱讀新聞每日 5 分；參觀互動展覽每日 20 分；投票每日 10 分；分享作品每日 10 分；AR 世遺巡禮 50 分；提交作品 50 分；有獎問答 30 分；邀請好友註冊 30 分。',
        '積分使用：於禮品兌換頁以積分換領紀念品，積分不設現金價值，不可轉讓。',
        '積分記錄可於「積分記錄」頁查看，每筆記錄均顯示變動後的結餘。',
      ),
      html(
        '积分获取：注册 100 分；每日签到 5 分；阅读新闻每日 5 分；参观互动展览每日 20 分；投票每日 10 分；分享作品每日 10 分；AR 世遗巡礼 50 分；提交作品 50 分；有奖问答 30 分；邀请好友注册 30 分。',
        '积分使用：于礼品兑换页以积分换领纪念品，积分不设现金价值，不可转让。',
        '积分记录可于“积分记录”页查看，每笔记录均显示变动后的结余。',
      ),
      html(
        'Como ganhar: registo 100; presença diária 5; leitura de notícias 5 por dia; visita à exposição interativa 20 por dia; votar 10 por dia; partilhar uma obra 10 por dia; roteiro RA 50; submeter uma obra 50; questionário 30; convidar um amigo 30.',
        'Como usar: troque pontos por lembranças em «Troca de brindes». Os pontos não têm valor monetário nem são transmissíveis.',
        'Em «Registo de pontos» cada movimento mostra o saldo resultante.',
      ),
      html(
        'Earning: registering 100; daily check-in 5; reading news 5 a day; visiting the interactive exhibition 20 a day; voting 10 a day; sharing a work 10 a day; AR heritage tour 50; submitting a work 50; quiz 30; inviting a friend 30.',
        'Spending: exchange points for souvenirs under Gift Exchange. Points have no cash value and cannot be transferred.',
        'Points Records lists every change with the balance after it.',
      ),
    ),
  });
  await insert(db, 'rich_texts', {
    code: 'badge_rule',
    content: L(
      html(
        '徽章按參與自動頒發：註冊即得「初來乍到」；提交第一件標語作品得「標語創作者」；累計投票 10 次得「熱心投票者」；完成 5 項任務得「世遺探索者」；累計獲得 1000 積分得「積分收藏家」；首次兌換禮品得「兌換達人」。',
      ),
      html(
        '徽章按参与自动颁发：注册即得“初来乍到”；提交第一件标语作品得“标语创作者”；累计投票 10 次得“热心投票者”；完成 5 项任务得“世遗探索者”；累计获得 1000 积分得“积分收藏家”；首次兑换礼品得“兑换达人”。',
      ),
      html(
        'Os distintivos são atribuídos automaticamente: «Recém-chegado» ao registar-se; «Autor de slogans» com a primeira obra; «Votante assíduo» com 10 votos; «Explorador do património» com 5 missões; «Colecionador de pontos» ao acumular 1000 pontos; «Mestre das trocas» com a primeira troca.',
      ),
      html(
        'Badges are awarded automatically: "Newcomer" on registering; "Slogan Writer" for your first work; "Keen Voter" after 10 votes; "Heritage Explorer" after 5 missions; "Points Collector" after earning 1000 points in all; "Gift Exchanger" on your first exchange.',
      ),
    ),
  });
}
