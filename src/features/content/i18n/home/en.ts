import type { HomeTabMessages } from './zh-Hant';

export const homeTabEn: HomeTabMessages = {
  home: {
    kicker: '1945 — 2025',
    title:
      "80th Anniversary of the Victory of the Chinese People's War of Resistance and the World Anti-Fascist War",
    subtitle: 'Macau Exhibition Programme',
    explore: 'Explore the exhibition',
    latestNews: 'Latest news',
    achievementsEntry: 'Badges',
    viewAll: 'View all',
    greeting: 'Hello, {name}',
    points: '{points} points',
    join: 'Register or log in to take part and earn points',
  },
};
