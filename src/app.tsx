import type { PropsWithChildren } from 'react';
import Taro from '@tarojs/taro';
import { setUnauthorizedHandler } from '@/shared/api/http';
import { initLocale } from '@/shared/i18n';
import { RootStore } from '@/shared/stores/root-store';
import { StoresContext } from '@/shared/stores/context';
import { startLanguageSync } from '@/features/account';
import { TrackingStore } from '@/features/tracking';
import { urlOf } from '@/routes';
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

// An unknown address (an old link, a typo) opens the not-found page, which leads home (#2, #14).
Taro.onPageNotFound?.(() => {
  void Taro.reLaunch({ url: urlOf('notFound') });
});

function App({ children }: PropsWithChildren) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export default App;
