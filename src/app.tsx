import type { PropsWithChildren } from 'react';
import Taro from '@tarojs/taro';
import { setUnauthorizedHandler } from './api/http';
import { initLocale } from './i18n';
import { RootStore } from './stores/root-store';
import { StoresContext } from './stores/context';
import { TrackingStore } from './stores/tracking-store';
import { HOME_ROUTE } from './routes';
import { watchChunkErrors } from './utils/chunk-error';
import { goLogin } from './utils/navigation';
import './app.less';

initLocale();
watchChunkErrors();
const stores = new RootStore();

// SPEC §4/§8: after the request layer has shown the message, waited and cleared storage, the
// session is forgotten and the page is replaced by login, carrying where the visitor was.
setUnauthorizedHandler(() => {
  stores.signOut();
  void goLogin();
});

TrackingStore.onAppHide(stores.tracking);

// Unknown H5 paths (an old link, a typo) land on home instead of a blank screen (issue #2).
Taro.onPageNotFound?.(() => {
  void Taro.reLaunch({ url: `/${HOME_ROUTE.path}` });
});

function App({ children }: PropsWithChildren) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export default App;
