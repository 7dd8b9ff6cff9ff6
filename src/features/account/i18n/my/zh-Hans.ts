import type { MyTabMessages } from './zh-Hant';

export const myTabZhHans: MyTabMessages = {
  my: {
    guestTitle: '欢迎参与纪念活动',
    points: '积分',
    badges: '徽章',
    sectionPoints: '积分与礼品',
    sectionTakePart: '我的参与',
    sectionAccount: '账户与设置',
    editInfo: '编辑资料',
  },
  field: {
    phone: '手机号码',
    name: '姓名',
    username: '用户名',
    title: '称谓',
    gender: '性别',
    email: '电子邮箱',
    region: '地区',
    memberType: '会员类型',
    timeZone: '时区',
    language: '语言',
    notSet: '未填写',
  },
  gender: {
    male: '男',
    female: '女',
  },
};
