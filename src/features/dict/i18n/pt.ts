import type { DictTextMessages } from './zh-Hant';

export const dictTextPt: DictTextMessages = {
  dict: {
    appellation_type: {
      mr: 'Sr.',
      ms: 'Sra.',
      mrs: 'Sra.ª',
      miss: 'Menina',
      dr: 'Dr.',
      prof: 'Prof.',
    },
    member_type: {
      individual: 'Individual',
      student: 'Estudante',
      school: 'Escola',
      organisation: 'Associação',
      exhibitor: 'Expositor',
    },
    area: {
      'macau-peninsula': 'Península de Macau',
      taipa: 'Taipa',
      coloane: 'Coloane',
      cotai: 'Cotai',
      other: 'Outro',
    },
  },
};
