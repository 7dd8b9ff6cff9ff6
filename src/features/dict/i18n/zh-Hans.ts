import type { DictTextMessages } from './zh-Hant';

export const dictTextZhHans: DictTextMessages = {
  dict: {
    appellation_type: {
      mr: '先生',
      ms: '女士',
      mrs: '太太',
      miss: '小姐',
      dr: '博士',
      prof: '教授',
    },
    member_type: {
      individual: '个人',
      student: '学生',
      school: '学校',
      organisation: '社团',
      exhibitor: '参展单位',
    },
    area: {
      'macau-peninsula': '澳门半岛',
      taipa: '氹仔',
      coloane: '路环',
      cotai: '路氹城',
      other: '其他',
    },
  },
};
