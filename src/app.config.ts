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
    // Every tab fetches login in the background (a guest's first action, a 401); the my tab leads
    // to the my sub-package; home to activities and gifts; the contest to its ranking and sign-up.
    // Home and the my tab have the language picker: the my sub-package holds the other
    // languages' texts (shared/i18n/locale-pack.ts), there before the visitor picks one.
    'pages/home/index': {
      network: 'all',
      packages: ['pages/login', 'my', 'pages/activity', 'pages/gift'],
    },
    'pages/news/news': { network: 'all', packages: ['pages/login'] },
    'pages/my/index': {
      network: 'all',
      packages: ['pages/login', 'my', 'pages/points', 'pages/adress'],
    },
    'pages/vote/vote': { network: 'all', packages: ['pages/login', 'pages/rank', 'pages/signUp'] },
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
  // H5: pages change without the router's slide. Its animated hide shades the page it leaves
  // 350 ms later on a timer that showing the page again does not cancel, so a visitor who goes
  // back within that time came back to a blank page (seen in the news journey, issue #21).
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
  // SPEC §9: requests, uploads, downloads and sockets wait up to 60 s on a bad network.
  networkTimeout: { request: 60000, uploadFile: 60000, downloadFile: 60000, connectSocket: 60000 },
  lazyCodeLoading: 'requiredComponents',
  // The activity zone, the AR tour and the map pickers read the visitor's position and the AR
  // tour opens the camera (issue #12). WeChat shows this purpose when it asks; the privacy
  // guide itself (location, camera, and the album the avatar and contest pictures come from:
  // chooseMedia) is filled in on the mini-program's admin console (README, "For operators"), and
  // the check below makes WeChat ask for consent to it before the first such call.
  permission: {
    'scope.userLocation': { desc: '用於顯示你與活動及世遺導賞地點的距離' },
  },
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  __usePrivacyCheck__: true,
});
