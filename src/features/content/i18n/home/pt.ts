import type { HomeTabMessages } from './zh-Hant';

export const homeTabPt: HomeTabMessages = {
  home: {
    kicker: '1945 — 2025',
    title:
      '80.º Aniversário da Vitória na Guerra de Resistência do Povo Chinês e na Guerra Mundial Antifascista',
    subtitle: 'Exposição em Macau',
    explore: 'Explorar a exposição',
    latestNews: 'Últimas notícias',
    achievementsEntry: 'Distintivos',
    viewAll: 'Ver tudo',
    greeting: 'Olá, {name}',
    points: '{points} pontos',
    join: 'Registe-se ou inicie sessão para participar e ganhar pontos',
  },
};
