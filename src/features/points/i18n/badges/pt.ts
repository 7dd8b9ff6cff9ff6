import type { BadgesMessages } from './zh-Hant';

export const badgesPt: BadgesMessages = {
  earnedCount: '{earned} de {total} distintivos obtidos',
  earnedOn: 'Obtido em {date}',
  earned: 'Obtido',
  locked: 'Por obter',
  rules: 'Regras dos distintivos',
  empty: 'Ainda não há distintivos',
  other: 'Outros',
};
