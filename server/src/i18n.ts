import type { Locale } from './contract';

export const LOCALES = ['zh-Hant', 'zh-Hans', 'pt', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'zh-Hant';

const zhHant = {
  ok: '成功',
  saved: '保存成功',
  created: '創建成功',
  deleted: '刪除成功',
  operationOk: '操作成功',
  smsSent: '驗證碼已發送',
  registered: '註冊成功',
  passwordReset: '密碼重設成功',
  loggedOut: '退出成功',
  accountDeleted: '帳號已註銷',
  validation: '請求參數不正確：{detail}',
  malformedJson: '請求內容不是有效的 JSON',
  emptyBody: '請求內容不可為空',
  unsupportedMediaType: '不支援的內容類型：{type}',
  payloadTooLarge: '請求內容過大',
  routeNotFound: '找不到接口：{method} {url}',
  notFound: '找不到相關資料',
  unauthorized: '請先登入',
  tokenExpired: '登入已過期，請重新登入',
  forbidden: '沒有權限執行此操作',
  quizRetryLater: '今次未能過關，{minutes} 分鐘後可再答一次',
  notSelf: '只能修改自己的帳號',
  internal: '系統繁忙，請稍後重試',
  upstreamFailed: '外部服務暫時不可用，請稍後重試',
  notConfigured: '此服務尚未配置',
  phoneInvalid: '請輸入正確的手機號碼',
  emailInvalid: '請輸入有效的電郵地址',
  phoneRegistered: '該手機號碼已註冊',
  phoneNotRegistered: '該手機號碼尚未註冊',
  smsTooFrequent: '驗證碼發送過於頻繁，請 {seconds} 秒後再試',
  smsDailyCap: '今日驗證碼發送次數已達上限，請明天再試',
  codeMissing: '請先獲取驗證碼',
  codeWrong: '驗證碼錯誤',
  codeExpired: '驗證碼已過期，請重新獲取',
  codeTooManyTries: '驗證碼錯誤次數過多，請重新獲取',
  passwordRule: '密碼不符合要求，請重試（6-12 位，須包含字母、數字及特殊字符，不可包含中文）',
  loginFailed: '帳號或密碼錯誤',
  loginFailedTries: '帳號或密碼錯誤，再錯 {left} 次將暫時鎖定',
  loginFailedLocked: '帳號或密碼錯誤，登入已鎖定 {minutes} 分鐘，可改以驗證碼登入',
  oldPasswordWrong: '原密碼錯誤',
  wechatLoginFailed: '微信登入失敗，請重試',
  shareOriginForbidden: '此網址不可簽名',
  uploadMissing: '請選擇要上傳的文件',
  uploadType: '只支援 JPG、PNG、GIF 圖片',
  uploadWebp: '不支援 WebP 圖片，請選擇 JPG、PNG 或 GIF 圖片（或其截圖）',
  uploadTooLarge: '文件大小不可超過 {mb} MB',
  pointsInsufficient: '積分不足',
  outOfStock: '庫存不足',
  exchangeLimit: '已超過每人兌換上限',
  idempotencyReused: '請求編號已用於另一筆兌換',
  missionAuto: '此任務完成後由系統自動發放積分',
  voteClosed: '不在投票時間內',
  voteDailyLimit: '今日投票次數已用完，明天再來吧',
  voteWorkLimit: '今日已為此作品投票',
  voteOwnWork: '不可為自己的作品投票',
  signUpClosed: '不在作品徵集時間內',
  auditRemarkRequired: '駁回時必須填寫原因',
  auditStatusInvalid: '審核狀態只可為 1（通過）或 2（駁回）',
  idCardInvalid: '證件號碼格式不正確',
  devOnly: '此接口只在開發模式開放',
  showNameTaken: '該用戶名已被使用',
  invitationInvalid: '請輸入正確的邀請碼',
  appellationInvalid: '請選擇稱謂',
  accountNotFound: '找不到該帳號',
  signUpLimit: '每人最多提交 {max} 件作品',
  arTooFar: '你距離這個景點約 {distance}，需在 {radius} 內才能打卡',
  arNeedPosition: '打卡需要你的位置：請允許定位後再試',
  nameInvalid: '請輸入真實的姓名，不能只有空格、表情符號或符號',
  titleRequired: '請輸入作品名稱',
  titleNoWords: '作品名稱須包含文字，不能只有表情符號或符號',
  sloganNoWords: '標語須包含文字，不能只有表情符號或符號',
  sloganTooLong: '標語不能超過 {max} 字（中文每字計一字，葡文或英文每詞計一字）',
  sloganTooShort: '標語至少需要 {min} 字',
  addressLimit: '最多可保存 {max} 個地址',
  applyNotStarted: '報名未開始',
  applyEnded: '報名已結束',
  applyFull: '報名人數已滿',
  notApplied: '請先報名',
  signInClosed: '簽到未開始或已結束',
  cardSelf: '不可與自己交換名片',
  loginLocked: '登入失敗次數過多，請 {minutes} 分鐘後再試或以驗證碼登入',
  operatorLoginLocked:
    '登入失敗次數過多，請 {minutes} 分鐘後再試；忘記密碼或遺失驗證器，請管理員重設（會給你一次性密碼）',
  tooManyRequests: '請求過於頻繁，請 {seconds} 秒後再試',
  serverBusy: '系統繁忙，請稍後再試',
  smsIpDailyCap: '此網絡今日的驗證碼發送次數已達上限，請明天再試',
  smsServiceCap: '今日驗證碼服務已達上限，請明天再試',
  smsServiceBusy: '此刻發送的驗證碼過多，請於 {seconds} 秒後再試',
  resetCodeSent: '如該號碼已註冊，驗證碼已發送',
  uploadDailyCap: '今日上傳已達上限（{max} 個文件），請明天再試',
  footprintDailyCap: '今日瀏覽紀錄已達上限（{max} 項），明天起會再記錄新的瀏覽',
  meetingPendingLimit: '最多可有 {max} 個等待回覆的邀約',
  participantLimit: '每個邀約最多轉發給 {max} 人',
  cardPendingLimit: '最多可有 {max} 個等待回覆的名片交換請求',
  cardRequested: '已發出名片交換請求，對方同意後可查看名片',
  cardExchanged: '名片已交換',
  badUrl: '請求網址格式不正確',
  urlTooLong: '請求網址或標頭過長',
  badRequest: '請求無效',
  uploadMalformed: '上傳內容格式不正確，請重新上傳',
  tooManyConnections: '此網絡的連線過多，請稍後再試',
  requestTimedOut: '請求逾時，請重試',
  smsAreaUnsupported: '驗證碼只可發送至澳門、香港、內地或台灣的手機號碼',
  smsRangeCap: '今日發往此號段的驗證碼已達上限，請明天再試或以密碼登入',
  pictureNotOwn: '圖片必須是本平台上傳的圖片',
  regionInvalid: '請選擇地區',
  timeZoneInvalid: '請選擇時區',
  uploadCorrupt: '圖片已損壞或不完整，請重新上傳',
  uploadTooManyPixels: '圖片過大：最多 {mp} 百萬像素（動圖按所有畫格合計），請選擇較小的圖片',
  uploadTooComplex: '圖片檢查時間過長，請選擇較小的圖片',
  // The operators' console (issue #23, server/API-admin.md).
  sessionExpired: '閒置過久，請重新登入',
  badCredentials: '帳號或密碼錯誤',
  totpInvalid: '動態驗證碼錯誤',
  challengeExpired: '登入步驟已過期，請重新輸入帳號及密碼',
  csrf: '請求缺少有效的安全標記，請重新整理頁面',
  passwordChangeRequired: '請先修改一次性密碼',
  operatorPasswordRule: '密碼至少 10 個字符，須包含字母及數字',
  stateConflict: '目前狀態不允許此操作',
  inUse: '仍有資料使用此項目，不可刪除',
  accountTaken: '此帳號已存在',
  duplicateKey: '已有相同代碼或名稱的記錄',
  notOwnAdmin: '不可停用自己或移除自己的管理員角色',
  quizOptionsRule: '題目須有 2 至 6 個選項，且只有一個正確答案',
  linkNotAllowed: '連結只可以是應用內的頁面（/pages/...）或 https:// 開頭、屬於 {hosts} 的網址',
  endBeforeStart: '結束時間不可早於開始時間',
  shipRowIncomplete: '物流公司和運單號碼都要填寫',
  shipRowDuplicate: '此訂單在檔案中出現多於一次',
  shipRowOrderId: '訂單編號不是數字',
  shipRowTooLong: '物流公司或運單號碼超過 60 個字',
  shipRowState: '此訂單已不是待發貨（已發貨、已送達或已取消）',
  shipRowUnknown: '沒有這張訂單',
  csvHeader: '檔案第一行須有「訂單編號」「物流公司」「運單號碼」三欄（即匯出檔的第一行）',
  csvTooManyRows: '檔案最多 {max} 行',
  workNotFound: '沒有這件作品',
  workStateConflict: '此作品目前的狀態不允許此操作',
  lastAdmin: '至少要保留一位可用的管理員',
  passwordNotNew: '新密碼不可與一次性密碼或現用密碼相同',
  passwordGuessable: '此密碼太常見或容易被猜中，請換一個',
};

export type MessageKey = keyof typeof zhHant;
type Catalogue = Record<MessageKey, string>;

const zhHans: Catalogue = {
  ok: '成功',
  saved: '保存成功',
  created: '创建成功',
  deleted: '删除成功',
  operationOk: '操作成功',
  smsSent: '验证码已发送',
  registered: '注册成功',
  passwordReset: '密码重置成功',
  loggedOut: '退出成功',
  accountDeleted: '账号已注销',
  validation: '请求参数不正确：{detail}',
  malformedJson: '请求内容不是有效的 JSON',
  emptyBody: '请求内容不能为空',
  unsupportedMediaType: '不支持的内容类型：{type}',
  payloadTooLarge: '请求内容过大',
  routeNotFound: '找不到接口：{method} {url}',
  notFound: '找不到相关数据',
  unauthorized: '请先登录',
  tokenExpired: '登录已过期，请重新登录',
  forbidden: '没有权限执行此操作',
  quizRetryLater: '这次未能过关，{minutes} 分钟后可再答一次',
  notSelf: '只能修改自己的账号',
  internal: '系统繁忙，请稍后重试',
  upstreamFailed: '外部服务暂时不可用，请稍后重试',
  notConfigured: '此服务尚未配置',
  phoneInvalid: '请输入正确的手机号码',
  emailInvalid: '请输入有效的邮箱地址',
  phoneRegistered: '该手机号码已注册',
  phoneNotRegistered: '该手机号码尚未注册',
  smsTooFrequent: '验证码发送过于频繁，请 {seconds} 秒后再试',
  smsDailyCap: '今日验证码发送次数已达上限，请明天再试',
  codeMissing: '请先获取验证码',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  passwordRule: '密码不符合要求，请重试（6-12 位，须包含字母、数字及特殊字符，不能包含中文）',
  loginFailed: '账号或密码错误',
  loginFailedTries: '账号或密码错误，再错 {left} 次将暂时锁定',
  loginFailedLocked: '账号或密码错误，登录已锁定 {minutes} 分钟，可改以验证码登录',
  oldPasswordWrong: '原密码错误',
  wechatLoginFailed: '微信登录失败，请重试',
  shareOriginForbidden: '此网址不可签名',
  uploadMissing: '请选择要上传的文件',
  uploadType: '只支持 JPG、PNG、GIF 图片',
  uploadWebp: '不支持 WebP 图片，请选择 JPG、PNG 或 GIF 图片（或其截图）',
  uploadTooLarge: '文件大小不能超过 {mb} MB',
  pointsInsufficient: '积分不足',
  outOfStock: '库存不足',
  exchangeLimit: '已超过每人兑换上限',
  idempotencyReused: '请求编号已用于另一笔兑换',
  missionAuto: '此任务完成后由系统自动发放积分',
  voteClosed: '不在投票时间内',
  voteDailyLimit: '今日投票次数已用完，明天再来吧',
  voteWorkLimit: '今日已为此作品投票',
  voteOwnWork: '不能为自己的作品投票',
  signUpClosed: '不在作品征集时间内',
  auditRemarkRequired: '驳回时必须填写原因',
  auditStatusInvalid: '审核状态只能为 1（通过）或 2（驳回）',
  idCardInvalid: '证件号码格式不正确',
  devOnly: '此接口只在开发模式开放',
  showNameTaken: '该用户名已被使用',
  invitationInvalid: '请输入正确的邀请码',
  appellationInvalid: '请选择称谓',
  accountNotFound: '找不到该账号',
  signUpLimit: '每人最多提交 {max} 件作品',
  arTooFar: '你距离这个景点约 {distance}，需在 {radius} 内才能打卡',
  arNeedPosition: '打卡需要你的位置：请允许定位后再试',
  nameInvalid: '请输入真实的姓名，不能只有空格、表情符号或符号',
  titleRequired: '请输入作品名称',
  titleNoWords: '作品名称须包含文字，不能只有表情符号或符号',
  sloganNoWords: '标语须包含文字，不能只有表情符号或符号',
  sloganTooLong: '标语不能超过 {max} 字（中文每字计一字，葡文或英文每词计一字）',
  sloganTooShort: '标语至少需要 {min} 字',
  addressLimit: '最多可保存 {max} 个地址',
  applyNotStarted: '报名未开始',
  applyEnded: '报名已结束',
  applyFull: '报名人数已满',
  notApplied: '请先报名',
  signInClosed: '签到未开始或已结束',
  cardSelf: '不能与自己交换名片',
  loginLocked: '登录失败次数过多，请 {minutes} 分钟后再试或以验证码登录',
  operatorLoginLocked:
    '登录失败次数过多，请 {minutes} 分钟后再试；忘记密码或遗失验证器，请管理员重设（会给你一次性密码）',
  tooManyRequests: '请求过于频繁，请 {seconds} 秒后再试',
  serverBusy: '系统繁忙，请稍后再试',
  smsIpDailyCap: '此网络今日的验证码发送次数已达上限，请明天再试',
  smsServiceCap: '今日验证码服务已达上限，请明天再试',
  smsServiceBusy: '此刻发送的验证码过多，请于 {seconds} 秒后再试',
  resetCodeSent: '如该号码已注册，验证码已发送',
  uploadDailyCap: '今日上传已达上限（{max} 个文件），请明天再试',
  footprintDailyCap: '今日浏览记录已达上限（{max} 项），明天起会再记录新的浏览',
  meetingPendingLimit: '最多可有 {max} 个等待回复的邀约',
  participantLimit: '每个邀约最多转发给 {max} 人',
  cardPendingLimit: '最多可有 {max} 个等待回复的名片交换请求',
  cardRequested: '已发出名片交换请求，对方同意后可查看名片',
  cardExchanged: '名片已交换',
  badUrl: '请求网址格式不正确',
  urlTooLong: '请求网址或标头过长',
  badRequest: '请求无效',
  uploadMalformed: '上传内容格式不正确，请重新上传',
  tooManyConnections: '此网络的连接过多，请稍后再试',
  requestTimedOut: '请求超时，请重试',
  smsAreaUnsupported: '验证码只可发送至澳门、香港、内地或台湾的手机号码',
  smsRangeCap: '今日发往此号段的验证码已达上限，请明天再试或以密码登录',
  pictureNotOwn: '图片必须是本平台上传的图片',
  regionInvalid: '请选择地区',
  timeZoneInvalid: '请选择时区',
  uploadCorrupt: '图片已损坏或不完整，请重新上传',
  uploadTooManyPixels: '图片过大：最多 {mp} 百万像素（动图按所有帧合计），请选择较小的图片',
  uploadTooComplex: '图片检查时间过长，请选择较小的图片',
  sessionExpired: '闲置过久，请重新登录',
  badCredentials: '账号或密码错误',
  totpInvalid: '动态验证码错误',
  challengeExpired: '登录步骤已过期，请重新输入账号及密码',
  csrf: '请求缺少有效的安全标记，请刷新页面',
  passwordChangeRequired: '请先修改一次性密码',
  operatorPasswordRule: '密码至少 10 个字符，须包含字母及数字',
  stateConflict: '当前状态不允许此操作',
  inUse: '仍有数据使用此项目，不可删除',
  accountTaken: '此账号已存在',
  duplicateKey: '已有相同代码或名称的记录',
  notOwnAdmin: '不可停用自己或移除自己的管理员角色',
  quizOptionsRule: '题目须有 2 至 6 个选项，且只有一个正确答案',
  linkNotAllowed: '链接只可以是应用内的页面（/pages/...）或 https:// 开头、属于 {hosts} 的网址',
  endBeforeStart: '结束时间不可早于开始时间',
  shipRowIncomplete: '物流公司和运单号码都要填写',
  shipRowDuplicate: '此订单在文件中出现多于一次',
  shipRowOrderId: '订单编号不是数字',
  shipRowTooLong: '物流公司或运单号码超过 60 个字',
  shipRowState: '此订单已不是待发货（已发货、已送达或已取消）',
  shipRowUnknown: '没有这张订单',
  csvHeader: '文件第一行须有「订单编号」「物流公司」「运单号码」三栏（即导出文件的第一行）',
  csvTooManyRows: '文件最多 {max} 行',
  workNotFound: '没有这件作品',
  workStateConflict: '此作品目前的状态不允许此操作',
  lastAdmin: '至少要保留一位可用的管理员',
  passwordNotNew: '新密码不可与一次性密码或现用密码相同',
  passwordGuessable: '此密码太常见或容易被猜中，请换一个',
};

const pt: Catalogue = {
  ok: 'Sucesso',
  saved: 'Guardado com sucesso',
  created: 'Criado com sucesso',
  deleted: 'Eliminado com sucesso',
  operationOk: 'Operação concluída',
  smsSent: 'Código de verificação enviado',
  registered: 'Registo concluído',
  passwordReset: 'Palavra-passe redefinida',
  loggedOut: 'Sessão terminada',
  accountDeleted: 'Conta cancelada',
  validation: 'Pedido inválido: {detail}',
  malformedJson: 'O conteúdo do pedido não é JSON válido',
  emptyBody: 'O conteúdo do pedido não pode estar vazio',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: {type}',
  payloadTooLarge: 'O pedido é demasiado grande',
  routeNotFound: 'Interface inexistente: {method} {url}',
  notFound: 'Registo não encontrado',
  unauthorized: 'Inicie sessão primeiro',
  tokenExpired: 'A sessão expirou, inicie sessão novamente',
  forbidden: 'Não tem permissão para esta operação',
  quizRetryLater: 'Desta vez não passou; pode responder de novo daqui a {minutes} min',
  notSelf: 'Só pode alterar a sua própria conta',
  internal: 'O sistema está ocupado, tente mais tarde',
  upstreamFailed: 'Serviço externo indisponível, tente mais tarde',
  notConfigured: 'Este serviço não está configurado',
  phoneInvalid: 'Introduza um número de telemóvel correto',
  emailInvalid: 'Introduza um endereço de correio eletrónico válido',
  phoneRegistered: 'Este número de telemóvel já está registado',
  phoneNotRegistered: 'Este número de telemóvel não está registado',
  smsTooFrequent: 'Pedidos de código demasiado frequentes, tente daqui a {seconds} s',
  smsDailyCap: 'Atingiu o limite diário de códigos, tente amanhã',
  codeMissing: 'Peça primeiro um código de verificação',
  codeWrong: 'Código de verificação errado',
  codeExpired: 'O código de verificação expirou, peça outro',
  codeTooManyTries: 'Demasiadas tentativas erradas, peça outro código',
  passwordRule:
    'A palavra-passe não cumpre os requisitos (6-12 caracteres com letras, números e caracteres especiais, sem caracteres chineses)',
  loginFailed: 'Conta ou palavra-passe errada',
  loginFailedTries: 'Conta ou palavra-passe errada; tentativas até ao bloqueio: {left}',
  loginFailedLocked:
    'Conta ou palavra-passe errada; o acesso fica bloqueado {minutes} min, pode entrar com um código',
  oldPasswordWrong: 'A palavra-passe atual está errada',
  wechatLoginFailed: 'Falha no início de sessão WeChat, tente novamente',
  shareOriginForbidden: 'Este endereço não pode ser assinado',
  uploadMissing: 'Escolha um ficheiro para carregar',
  uploadType: 'Só são aceites imagens JPG, PNG ou GIF',
  uploadWebp:
    'Imagens WebP não são aceites: escolha uma imagem JPG, PNG ou GIF (ou uma captura de ecrã dela)',
  uploadTooLarge: 'O ficheiro não pode exceder {mb} MB',
  pointsInsufficient: 'Pontos insuficientes',
  outOfStock: 'Stock insuficiente',
  exchangeLimit: 'Excedeu o limite de trocas por pessoa',
  idempotencyReused: 'O número do pedido já foi usado noutra troca',
  missionAuto: 'Os pontos desta missão são atribuídos automaticamente',
  voteClosed: 'A votação não está aberta',
  voteDailyLimit: 'Já usou os votos de hoje, volte amanhã',
  voteWorkLimit: 'Já votou hoje nesta obra',
  voteOwnWork: 'Não pode votar na sua própria obra',
  signUpClosed: 'A receção de obras não está aberta',
  auditRemarkRequired: 'A rejeição exige um motivo',
  auditStatusInvalid: 'O estado de revisão só pode ser 1 (aprovado) ou 2 (rejeitado)',
  idCardInvalid: 'Número de documento inválido',
  devOnly: 'Esta interface só existe em modo de desenvolvimento',
  showNameTaken: 'Este nome de utilizador já está em uso',
  invitationInvalid: 'Introduza o código de convite correto',
  appellationInvalid: 'Escolha um tratamento',
  accountNotFound: 'Conta não encontrada',
  signUpLimit: 'Cada pessoa pode submeter no máximo {max} obras',
  arTooFar: 'Está a cerca de {distance} deste local; o registo exige estar a menos de {radius}',
  arNeedPosition: 'O registo precisa da sua localização: permita-a e tente de novo',
  nameInvalid: 'Introduza um nome verdadeiro, não só espaços, emojis ou símbolos',
  titleRequired: 'Introduza o título da obra',
  titleNoWords: 'O título tem de conter palavras, não só emojis ou símbolos',
  sloganNoWords: 'O slogan tem de conter palavras, não só emojis ou símbolos',
  sloganTooLong: 'O slogan pode ter no máximo {max} ideogramas chineses ou palavras',
  sloganTooShort: 'O slogan precisa de pelo menos {min} ideogramas chineses ou palavras',
  addressLimit: 'Pode guardar no máximo {max} moradas',
  applyNotStarted: 'As inscrições ainda não abriram',
  applyEnded: 'As inscrições terminaram',
  applyFull: 'As inscrições estão esgotadas',
  notApplied: 'Inscreva-se primeiro',
  signInClosed: 'O registo de presença não está aberto',
  cardSelf: 'Não pode trocar cartões consigo próprio',
  loginLocked: 'Demasiadas tentativas falhadas; tente daqui a {minutes} min ou entre com um código',
  operatorLoginLocked:
    'Demasiadas tentativas falhadas; tente daqui a {minutes} min. Se esqueceu a palavra-passe ou perdeu o autenticador, peça a um administrador que a reponha (recebe uma palavra-passe de uso único)',
  tooManyRequests: 'Demasiados pedidos; tente daqui a {seconds} s',
  serverBusy: 'O servidor está ocupado; tente daqui a pouco',
  smsIpDailyCap: 'Esta rede atingiu o limite diário de códigos, tente amanhã',
  smsServiceCap: 'O serviço de códigos atingiu o limite diário, tente amanhã',
  smsServiceBusy: 'Estão a ser enviados muitos códigos neste momento; tente daqui a {seconds} s',
  resetCodeSent: 'Se este número tiver conta, foi-lhe enviado um código',
  uploadDailyCap: 'Atingiu o limite diário de carregamentos ({max} ficheiros), tente amanhã',
  footprintDailyCap:
    'Atingiu o limite de {max} novas visitas registadas hoje; amanhã voltam a ser registadas',
  meetingPendingLimit: 'No máximo {max} convites podem aguardar resposta',
  participantLimit: 'Um convite pode ser reencaminhado a {max} pessoas no máximo',
  cardPendingLimit: 'No máximo {max} pedidos de troca de cartões podem aguardar resposta',
  cardRequested: 'Pedido de troca de cartões enviado; verá o cartão quando o outro aceitar',
  cardExchanged: 'Cartões trocados',
  badUrl: 'O endereço do pedido é inválido',
  urlTooLong: 'O endereço ou os cabeçalhos do pedido são demasiado longos',
  badRequest: 'Pedido inválido',
  uploadMalformed: 'O carregamento está mal formado, tente novamente',
  tooManyConnections: 'Demasiadas ligações desta rede; tente mais tarde',
  requestTimedOut: 'O pedido demorou demasiado; tente de novo',
  smsAreaUnsupported:
    'Os códigos só são enviados para telemóveis de Macau, Hong Kong, China continental ou Taiwan',
  smsRangeCap:
    'Limite diário de códigos para esta série de números atingido; tente amanhã ou entre com a palavra-passe',
  pictureNotOwn: 'A imagem tem de ser carregada nesta plataforma',
  regionInvalid: 'Escolha uma região',
  timeZoneInvalid: 'Escolha um fuso horário',
  uploadCorrupt: 'A imagem está danificada ou incompleta; carregue-a de novo',
  uploadTooManyPixels:
    'A imagem é grande demais: no máximo {mp} megapíxeis (numa animação, todas as imagens somadas); escolha uma imagem menor',
  uploadTooComplex: 'A verificação da imagem demorou demasiado; escolha uma imagem menor',
  sessionExpired: 'A sessão expirou por inatividade; entre de novo',
  badCredentials: 'Conta ou palavra-passe incorreta',
  totpInvalid: 'Código de verificação incorreto',
  challengeExpired: 'O passo de entrada expirou; introduza de novo a conta e a palavra-passe',
  csrf: 'Falta o símbolo de segurança do pedido; recarregue a página',
  passwordChangeRequired: 'Altere primeiro a palavra-passe temporária',
  operatorPasswordRule: 'A palavra-passe precisa de pelo menos 10 caracteres, com letras e dígitos',
  stateConflict: 'O estado atual não permite esta operação',
  inUse: 'Este item ainda está em uso e não pode ser apagado',
  accountTaken: 'Esta conta já existe',
  duplicateKey: 'Já existe um registo com este código ou nome',
  notOwnAdmin: 'Não pode desativar a sua conta nem retirar o seu papel de administrador',
  quizOptionsRule: 'Uma pergunta tem de 2 a 6 opções e só uma correta',
  linkNotAllowed:
    'A ligação só pode ser uma página da aplicação (/pages/...) ou um endereço https:// de {hosts}',
  endBeforeStart: 'O fim não pode ser antes do início',
  shipRowIncomplete: 'Preencha a transportadora e o n.º de seguimento',
  shipRowDuplicate: 'Esta encomenda aparece mais de uma vez no ficheiro',
  shipRowOrderId: 'O n.º da encomenda não é um número',
  shipRowTooLong: 'A transportadora ou o n.º de seguimento tem mais de 60 caracteres',
  shipRowState: 'Esta encomenda já não está por enviar (enviada, entregue ou cancelada)',
  shipRowUnknown: 'Esta encomenda não existe',
  csvHeader:
    'A primeira linha do ficheiro precisa das colunas N.º da encomenda, Transportadora e N.º de seguimento (a do ficheiro exportado)',
  csvTooManyRows: 'O ficheiro tem no máximo {max} linhas',
  workNotFound: 'Esta obra não existe',
  workStateConflict: 'O estado atual desta obra não permite esta operação',
  lastAdmin: 'Tem de ficar pelo menos um administrador ativo',
  passwordNotNew: 'A nova palavra-passe não pode ser igual à temporária nem à atual',
  passwordGuessable: 'Esta palavra-passe é demasiado comum ou fácil de adivinhar; escolha outra',
};

const en: Catalogue = {
  ok: 'Success',
  saved: 'Saved',
  created: 'Created',
  deleted: 'Deleted',
  operationOk: 'Done',
  smsSent: 'Verification code sent',
  registered: 'Registration successful',
  passwordReset: 'Password reset successful',
  loggedOut: 'Logged out',
  accountDeleted: 'Account deleted',
  validation: 'Invalid request: {detail}',
  malformedJson: 'The request body is not valid JSON',
  emptyBody: 'The request body must not be empty',
  unsupportedMediaType: 'Unsupported content type: {type}',
  payloadTooLarge: 'The request is too large',
  routeNotFound: 'No such interface: {method} {url}',
  notFound: 'Not found',
  unauthorized: 'Please log in first',
  tokenExpired: 'Your session has expired, please log in again',
  forbidden: 'You are not allowed to do this',
  quizRetryLater: 'You did not pass this time; you can try again in {minutes} min',
  notSelf: 'You can only change your own account',
  internal: 'The system is busy, please try again later',
  upstreamFailed: 'An external service is unavailable, please try again later',
  notConfigured: 'This service is not configured',
  phoneInvalid: 'Please enter a correct phone number',
  emailInvalid: 'Please enter a valid e-mail address',
  phoneRegistered: 'This phone number is already registered',
  phoneNotRegistered: 'This phone number is not registered',
  smsTooFrequent: 'Codes requested too often, try again in {seconds} s',
  smsDailyCap: 'Daily limit of verification codes reached, try again tomorrow',
  codeMissing: 'Please request a verification code first',
  codeWrong: 'Wrong verification code',
  codeExpired: 'The verification code has expired, request a new one',
  codeTooManyTries: 'Too many wrong tries, request a new code',
  passwordRule:
    'The password does not meet the requirements (6-12 characters with letters, digits and special characters, no Chinese characters)',
  loginFailed: 'Wrong account or password',
  loginFailedTries: 'Wrong account or password; tries left before a lock: {left}',
  loginFailedLocked:
    'Wrong account or password; the login is now locked for {minutes} min, or log in with a code',
  oldPasswordWrong: 'The current password is wrong',
  wechatLoginFailed: 'WeChat login failed, please try again',
  shareOriginForbidden: 'This URL cannot be signed',
  uploadMissing: 'Please choose a file to upload',
  uploadType: 'Only JPG, PNG or GIF pictures are accepted',
  uploadWebp:
    'WebP pictures are not accepted: choose a JPG, PNG or GIF picture (or a screenshot of it)',
  uploadTooLarge: 'The file must not exceed {mb} MB',
  pointsInsufficient: 'Not enough points',
  outOfStock: 'Out of stock',
  exchangeLimit: 'The per-person exchange limit is reached',
  idempotencyReused: 'This request key was used for another exchange',
  missionAuto: 'Points for this mission are granted automatically',
  voteClosed: 'Voting is not open',
  voteDailyLimit: "You have used today's votes, come back tomorrow",
  voteWorkLimit: 'You already voted for this work today',
  voteOwnWork: 'You cannot vote for your own work',
  signUpClosed: 'Submissions are not open',
  auditRemarkRequired: 'A rejection needs a remark',
  auditStatusInvalid: 'The audit status must be 1 (approve) or 2 (reject)',
  idCardInvalid: 'Invalid identity document number',
  devOnly: 'This interface exists only in development mode',
  showNameTaken: 'This username is already taken',
  invitationInvalid: 'Please enter the correct invitation code',
  appellationInvalid: 'Please choose a title',
  accountNotFound: 'Account not found',
  signUpLimit: 'Each person may submit at most {max} works',
  arTooFar: 'You are about {distance} from this site; checking in needs you within {radius}',
  arNeedPosition: 'Checking in needs your location: allow it and try again',
  nameInvalid: 'Enter a real name, not only spaces, emoji or symbols',
  titleRequired: 'Please enter a title',
  titleNoWords: 'The title must contain words, not only emoji or symbols',
  sloganNoWords: 'The slogan must contain words, not only emoji or symbols',
  sloganTooLong: 'The slogan can have at most {max} Chinese characters or words',
  sloganTooShort: 'The slogan needs at least {min} Chinese characters or words',
  addressLimit: 'You can keep at most {max} addresses',
  applyNotStarted: 'Registration has not started',
  applyEnded: 'Registration has ended',
  applyFull: 'Registration is full',
  notApplied: 'Please register first',
  signInClosed: 'Sign-in is not open',
  cardSelf: 'You cannot exchange cards with yourself',
  loginLocked: 'Too many failed logins; try again in {minutes} min or log in with a code',
  operatorLoginLocked:
    'Too many failed sign-ins; try again in {minutes} min. If you forgot your password or lost your authenticator, ask an admin to reset it (you get a one-time password)',
  tooManyRequests: 'Too many requests; try again in {seconds} s',
  serverBusy: 'The server is busy; try again in a moment',
  smsIpDailyCap: 'Daily limit of verification codes from this network reached, try again tomorrow',
  smsServiceCap: 'The verification code service reached its daily limit, try again tomorrow',
  smsServiceBusy: 'Many codes are being sent right now; try again in {seconds} s',
  resetCodeSent: 'If this number has an account, a code has been sent to it',
  uploadDailyCap: 'Daily upload limit reached ({max} files), try again tomorrow',
  footprintDailyCap:
    'You have reached {max} new visits recorded today; new visits are recorded again tomorrow',
  meetingPendingLimit: 'At most {max} requests may wait for an answer',
  participantLimit: 'A request can be forwarded to at most {max} people',
  cardPendingLimit: 'At most {max} card exchange requests may wait for an answer',
  cardRequested: 'Card exchange request sent; the card shows once the other side agrees',
  cardExchanged: 'Cards exchanged',
  badUrl: 'The request URL is malformed',
  urlTooLong: 'The request URL or headers are too long',
  badRequest: 'Bad request',
  uploadMalformed: 'The upload is malformed, please upload again',
  tooManyConnections: 'Too many connections from this network; try again later',
  requestTimedOut: 'The request took too long; try again',
  smsAreaUnsupported:
    'Codes can only be sent to Macau, Hong Kong, mainland China or Taiwan mobile numbers',
  smsRangeCap:
    'Daily limit of codes to this range of numbers reached; try again tomorrow or log in with your password',
  pictureNotOwn: 'The picture must be one uploaded here',
  regionInvalid: 'Choose a region',
  timeZoneInvalid: 'Choose a time zone',
  uploadCorrupt: 'The picture is damaged or incomplete; upload it again',
  uploadTooManyPixels:
    'The picture is too large: at most {mp} megapixels (all frames of an animation together); choose a smaller picture',
  uploadTooComplex: 'The picture took too long to check; choose a smaller picture',
  sessionExpired: 'Your session ended after being idle; please sign in again',
  badCredentials: 'Wrong account or password',
  totpInvalid: 'Wrong verification code',
  challengeExpired: 'The sign-in step expired; enter your account and password again',
  csrf: 'The request lacks a valid security token; reload the page',
  passwordChangeRequired: 'Change your one-time password first',
  operatorPasswordRule: 'A password needs at least 10 characters, with letters and digits',
  stateConflict: 'The current state does not allow this',
  inUse: 'This item is still in use and cannot be deleted',
  accountTaken: 'This account already exists',
  duplicateKey: 'A record with this code or name already exists',
  notOwnAdmin: 'You cannot disable yourself or remove your own admin role',
  quizOptionsRule: 'A question needs 2 to 6 options with exactly one correct',
  linkNotAllowed:
    'A link can only be a page of the app (/pages/...) or an https:// address on {hosts}',
  endBeforeStart: 'The end cannot be before the start',
  shipRowIncomplete: 'Fill in both the carrier and the tracking number',
  shipRowDuplicate: 'This order is on more than one line of the file',
  shipRowOrderId: 'The order id is not a number',
  shipRowTooLong: 'The carrier or tracking number is longer than 60 characters',
  shipRowState: 'This order is no longer waiting to ship (shipped, delivered or cancelled)',
  shipRowUnknown: 'There is no such order',
  csvHeader:
    "The file's first line needs the columns Order id, Carrier and Tracking number (the exported file's first line)",
  csvTooManyRows: 'The file may have at most {max} lines',
  workNotFound: 'There is no such work',
  workStateConflict: "This work's current state does not allow this",
  lastAdmin: 'At least one active admin must remain',
  passwordNotNew: 'The new password must differ from the one-time or current password',
  passwordGuessable: 'This password is too common or easy to guess; choose another',
};

const catalogues: Record<Locale, Catalogue> = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, pt, en };

export type MessageParams = Record<string, string | number>;

/** Every message of a locale as written, placeholders included (tests match answers to them). */
export function messageTemplates(locale: Locale): string[] {
  return Object.values(catalogues[locale]);
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? zhHant[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  if (lower === 'zh-hans' || /^zh-(hans|cn|sg|my)\b/.test(lower)) return 'zh-Hans';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-Hant';
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/** Picks the best of the four locales from an Accept-Language header, honouring q-values. */
export function negotiateLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_LOCALE;
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...attrs] = part.split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfTag(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

type Reason =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'pattern'
  | 'enum'
  | 'additional'
  | 'minItems'
  | 'maxItems'
  | 'finite'
  | 'nul'
  | 'other';

const reasons: Record<Locale, Record<Reason, string>> = {
  'zh-Hant': {
    required: '{field} 為必填',
    type: '{field} 類型不正確，應為 {type}',
    minLength: '{field} 長度不可少於 {limit}',
    maxLength: '{field} 長度不可超過 {limit}',
    minimum: '{field} 不可小於 {limit}',
    maximum: '{field} 不可大於 {limit}',
    pattern: '{field} 格式不正確',
    enum: '{field} 必須是以下之一：{values}',
    additional: '不允許的欄位 {field}',
    minItems: '{field} 至少要有 {limit} 項',
    maxItems: '{field} 最多 {limit} 項',
    finite: '{field} 必須是有限的數字',
    nul: '{field} 含有無法儲存的空字元',
    other: '{field} 不正確',
  },
  'zh-Hans': {
    required: '{field} 为必填',
    type: '{field} 类型不正确，应为 {type}',
    minLength: '{field} 长度不能少于 {limit}',
    maxLength: '{field} 长度不能超过 {limit}',
    minimum: '{field} 不能小于 {limit}',
    maximum: '{field} 不能大于 {limit}',
    pattern: '{field} 格式不正确',
    enum: '{field} 必须是以下之一：{values}',
    additional: '不允许的字段 {field}',
    minItems: '{field} 至少要有 {limit} 项',
    maxItems: '{field} 最多 {limit} 项',
    finite: '{field} 必须是有限的数字',
    nul: '{field} 含有无法存储的空字符',
    other: '{field} 不正确',
  },
  pt: {
    required: '{field} é obrigatório',
    type: '{field} tem tipo errado, devia ser {type}',
    minLength: '{field} deve ter pelo menos {limit} caracteres',
    maxLength: '{field} não pode ter mais de {limit} caracteres',
    minimum: '{field} não pode ser menor que {limit}',
    maximum: '{field} não pode ser maior que {limit}',
    pattern: '{field} tem formato inválido',
    enum: '{field} deve ser um de: {values}',
    additional: 'campo não permitido {field}',
    minItems: '{field} precisa de pelo menos {limit} elementos',
    maxItems: '{field} admite no máximo {limit} elementos',
    finite: '{field} deve ser um número finito',
    nul: '{field} contém o carácter nulo, que não pode ser guardado',
    other: '{field} é inválido',
  },
  en: {
    required: '{field} is required',
    type: '{field} must be of type {type}',
    minLength: '{field} must be at least {limit} characters',
    maxLength: '{field} must be at most {limit} characters',
    minimum: '{field} must be at least {limit}',
    maximum: '{field} must be at most {limit}',
    pattern: '{field} has an invalid format',
    enum: '{field} must be one of: {values}',
    additional: 'field {field} is not allowed',
    minItems: '{field} needs at least {limit} items',
    maxItems: '{field} allows at most {limit} items',
    finite: '{field} must be a finite number',
    nul: '{field} contains the NUL character, which cannot be stored',
    other: '{field} is invalid',
  },
};

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * One localized sentence for the first schema failure, naming the field (e.g. body.password), or
 * in words when `fieldName` knows its last segment (the operators' API, issue #29).
 */
export function describeValidation(
  locale: Locale,
  issue: ValidationIssue | undefined,
  context: string | undefined,
  fieldName?: (locale: Locale, key: string) => string | undefined,
): string {
  const root = context ?? 'body';
  if (!issue) return reasons[locale].other.replace('{field}', root);
  const base = [root, ...issue.instancePath.split('/').filter(Boolean)].join('.');
  const params = issue.params;
  let reason: Reason = 'other';
  let field = base;
  switch (issue.keyword) {
    case 'required':
      reason = 'required';
      field = `${base}.${String(params.missingProperty)}`;
      break;
    case 'additionalProperties':
      reason = 'additional';
      field = `${base}.${String(params.additionalProperty)}`;
      break;
    case 'type':
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'pattern':
    case 'enum':
    case 'minItems':
    case 'maxItems':
    case 'finite':
    case 'nul':
      reason = issue.keyword;
      break;
    case 'format':
      reason = 'pattern';
      break;
    default:
      reason = 'other';
  }
  const values = Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '';
  const key = field
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .pop();
  const named = key ? fieldName?.(locale, key) : undefined;
  return reasons[locale][reason]
    .replace('{field}', named ?? field)
    .replace('{type}', String(params.type ?? ''))
    .replace('{limit}', String(params.limit ?? ''))
    .replace('{values}', values);
}
