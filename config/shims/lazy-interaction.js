// H5 (issue #32): Taro's toast, loading, modal and action sheet (@tarojs/taro-h5's
// api/ui/interaction, about 25 KB with their styles and font) are not part of the first screen,
// yet the request layer's toast put them in the entry. This module stands in for them: it loads
// them in their own chunk once the first screen is drawn, or at the first call if that is sooner.
// Until then calls wait in order (a loading shown and then hidden stays hidden) and each answers
// as Taro's own does once it has run; a call that finds the module loaded runs at once, so an
// action sheet is drawn during the call as before.
import { afterFirstScreen } from '@/shared/lib/launch-screen';

let real;
let loading;
const waiting = [];

function load() {
  if (loading) return loading;
  loading = import(
    /* webpackChunkName: "taro-interaction" */ '@tarojs/taro-h5/dist/api/ui/interaction/index.js?real'
  ).then(
    (module) => {
      real = module;
      for (const run of waiting.splice(0)) run();
    },
    (error) => {
      // Tried again at the next call; the ones waiting fail as a Taro call fails, with errMsg.
      loading = undefined;
      for (const run of waiting.splice(0)) run(error);
    },
  );
  return loading;
}

function lazy(name) {
  return (...args) => {
    if (real) return real[name](...args);
    return new Promise((resolve, reject) => {
      waiting.push((error) => {
        if (error) reject({ errMsg: `${name}:fail ${error.message}` });
        else {
          try {
            resolve(real[name](...args));
          } catch (thrown) {
            reject(thrown);
          }
        }
      });
      void load();
    });
  };
}

// Asked for once the first screen is drawn and the browser idle, not among its own requests.
afterFirstScreen(() => void load());

export const showToast = lazy('showToast');
export const hideToast = lazy('hideToast');
export const showLoading = lazy('showLoading');
export const hideLoading = lazy('hideLoading');
export const showModal = lazy('showModal');
export const showActionSheet = lazy('showActionSheet');
export const enableAlertBeforeUnload = lazy('enableAlertBeforeUnload');
export const disableAlertBeforeUnload = lazy('disableAlertBeforeUnload');
