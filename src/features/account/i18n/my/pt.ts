import type { MyTabMessages } from './zh-Hant';

export const myTabPt: MyTabMessages = {
  my: {
    guestTitle: 'Boas-vindas ao programa comemorativo',
    points: 'Pontos',
    badges: 'Distintivos',
    sectionPoints: 'Pontos e brindes',
    sectionTakePart: 'A minha participação',
    sectionAccount: 'Conta e definições',
    editInfo: 'Editar dados',
  },
  field: {
    phone: 'Número de telemóvel',
    name: 'Nome',
    username: 'Nome de utilizador',
    title: 'Forma de tratamento',
    gender: 'Sexo',
    email: 'Correio eletrónico',
    region: 'Região',
    memberType: 'Tipo de membro',
    timeZone: 'Fuso horário',
    language: 'Idioma',
    notSet: 'Não indicado',
  },
  gender: {
    male: 'Masculino',
    female: 'Feminino',
  },
};
