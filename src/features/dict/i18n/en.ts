import type { DictTextMessages } from './zh-Hant';

export const dictTextEn: DictTextMessages = {
  dict: {
    appellation_type: {
      mr: 'Mr',
      ms: 'Ms',
      mrs: 'Mrs',
      miss: 'Miss',
      dr: 'Dr',
      prof: 'Prof',
    },
    member_type: {
      individual: 'Individual',
      student: 'Student',
      school: 'School',
      organisation: 'Association',
      exhibitor: 'Exhibitor',
    },
    area: {
      'macau-peninsula': 'Macau Peninsula',
      taipa: 'Taipa',
      coloane: 'Coloane',
      cotai: 'Cotai',
      other: 'Other',
    },
  },
};
