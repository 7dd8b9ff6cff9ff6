import { TAB_ROUTES, packages } from './routes';
import { zhHantTab } from '@/shared/i18n/locales/zh-Hant-tab';

// Everything here is derived from routes.ts. Tab texts start in the default locale (zh-Hant,
// SPEC §1) and are replaced at run time by the tab pages when another language is chosen.
const [main, ...subPackages] = packages();

export default defineAppConfig({
  pages: main.pages,
  subPackages: subPackages.map(({ root, name, pages }) => ({
    root,
    pages,
    ...(name ? { name } : {}),
  })),
  preloadRule: {
    // The my tab leads to the my sub-package; home leads to points, gifts and the contest pages.
    'pages/my/index': { network: 'all', packages: ['my', 'pages/points', 'pages/adress'] },
    'pages/home/index': { network: 'wifi', packages: ['pages/activity', 'pages/gift'] },
    'pages/vote/vote': { network: 'all', packages: ['pages/rank', 'pages/signUp'] },
    'pages/points/points': { network: 'all', packages: ['pages/gift', 'pages/record'] },
  },
  window: {
    navigationStyle: 'custom',
    backgroundTextStyle: 'dark',
    backgroundColor: '#f6f1ea',
    navigationBarBackgroundColor: '#8c1c13',
    navigationBarTextStyle: 'white',
  },
  tabBar: {
    color: '#6b6259',
    selectedColor: '#8c1c13',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: TAB_ROUTES.map((route) => ({
      pagePath: route.path,
      text: zhHantTab[route.name as keyof typeof zhHantTab],
      iconPath: `assets/tab/${route.name}.png`,
      selectedIconPath: `assets/tab/${route.name}-active.png`,
    })),
  },
  lazyCodeLoading: 'requiredComponents',
});
