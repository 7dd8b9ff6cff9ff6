import type { PropsWithChildren } from 'react';
import Taro from '@tarojs/taro';
import { setUnauthorizedHandler } from '@/shared/api/http';
import { initLocale } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { StoresContext } from '@/shared/stores/context';
import { startLanguageSync } from '@/features/account';
import { TrackingStore } from '@/features/tracking';
import { HOME_ROUTE } from '@/routes';
import { watchChunkErrors } from '@/shared/lib/chunk-error';
import { goLogin } from '@/shared/lib/navigation';
import './app.less';

initLocale();
watchChunkErrors();
const stores = new RootStore();
TrackingStore.start(stores.session);
startLanguageSync(stores);

// SPEC §4/§8: after the request layer has shown the message, waited and cleared storage, the
// session is forgotten and the page is replaced by login, carrying where the visitor was.
setUnauthorizedHandler(() => {
  stores.signOut();
  void goLogin();
});

// Unknown H5 paths (an old link, a typo) land on home instead of a blank screen (issue #2).
Taro.onPageNotFound?.(() => {
  void Taro.reLaunch({ url: `/${HOME_ROUTE.path}` });
});

function App({ children }: PropsWithChildren) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export default App;
