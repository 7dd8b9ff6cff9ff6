export const myTabZhHant = {
  my: {
    guestTitle: '歡迎參與紀念活動',
    points: '積分',
    badges: '徽章',
    sectionPoints: '積分與禮品',
    sectionTakePart: '我的參與',
    sectionAccount: '帳戶與設定',
    editInfo: '編輯資料',
  },
  field: {
    phone: '手機號碼',
    name: '姓名',
    username: '用戶名',
    title: '稱謂',
    gender: '性別',
    email: '電子郵箱',
    region: '地區',
    memberType: '會員類型',
    timeZone: '時區',
    language: '語言',
    notSet: '未填寫',
  },
  gender: {
    male: '男',
    female: '女',
  },
};

export type MyTabMessages = typeof myTabZhHant;
