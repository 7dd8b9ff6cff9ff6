export const dictTextZhHant = {
  // Names of the codes the server's dictionaries hold (appellation_type, member_type, area),
  // shown when a dictionary cannot be loaded, so that a visitor never reads a raw code.
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
      individual: '個人',
      student: '學生',
      school: '學校',
      organisation: '社團',
      exhibitor: '參展單位',
    },
    area: {
      'macau-peninsula': '澳門半島',
      taipa: '氹仔',
      coloane: '路環',
      cotai: '路氹城',
      other: '其他',
    },
  },
};

export type DictTextMessages = typeof dictTextZhHant;
