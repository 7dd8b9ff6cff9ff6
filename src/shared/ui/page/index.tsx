import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Taro, { useDidHide, useDidShow } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { useT } from '@/shared/i18n/use-t';
import { routeByName, TAB_ROUTES, type RouteName } from '@/routes';
import { checkLogin } from '@/shared/lib/navigation';
import { endLaunchScreen } from '@/shared/lib/launch-screen';
import { pageShown } from '@/shared/lib/page-views';
import { useStores } from '@/shared/stores/context';
import { NavBar } from '@/shared/ui/nav-bar';
import './index.less';

// Only a guest who opens a route marked auth sees it: fetched then, not with every page's chunk
// (on H5 it and its button were part of each tab's first load).
const GuestPrompt = lazy(() =>
  import('@/shared/ui/guest-prompt').then((module) => ({ default: module.GuestPrompt })),
);

export interface PageProps {
  route: RouteName;
  /** Replaces the route's title (for example a news headline). */
  title?: string;
  /** Home draws its own header instead of the navigation bar (SPEC §2). */
  navBar?: boolean;
  onBack?: () => void;
  className?: string;
  children?: ReactNode;
}

function syncTabBar(t: ReturnType<typeof useT>['t']) {
  TAB_ROUTES.forEach((tab, index) => {
    Taro.setTabBarItem({ index, text: t(`tab.${tab.name}` as 'tab.home') }).catch(() => {
      // Only a tab page may set the tab bar; the next tab page shown will do it.
    });
  });
}

/**
 * The frame every page draws: the custom navigation bar with the page title in the current
 * language, the chosen font size, and the tab bar texts kept in the current language.
 *
 * It is also the login guard of every route marked `auth` (SPEC §2, §6): a guest who opens one,
 * by a link, a typed URL or a tap, is sent to login with the page as the back URL, and sees why
 * instead of the screen, never an empty page (issue #9).
 */
export const Page = observer(function Page({
  route,
  title,
  navBar = true,
  onBack,
  className,
  children,
}: PageProps) {
  const { t, locale } = useT();
  const { ui, session } = useStores();
  const pageTitle = title ?? t(`page.${route}`);
  const { tab, auth } = routeByName(route);
  const isTab = tab !== undefined;
  // Only on opening: a sign-out on the page itself (account deletion) must not open login.
  const [guestOnOpen] = useState(() => auth === true && !session.isLoggedIn);
  const guarded = guestOnOpen && !session.isLoggedIn;

  useLayoutEffect(endLaunchScreen, []);

  useEffect(() => {
    // SPEC §2 login check with a redirect: login opens over this page and comes back to it; a
    // guest who leaves login without logging in finds the prompt here, not an empty page.
    if (guestOnOpen) checkLogin({ redirect: true }).catch(() => undefined);
  }, [guestOnOpen]);

  // The title (on H5 the document's) is set by the page on screen only: the pages under it on
  // the stack re-render on a language switch too, and must not put their title over it. A page
  // mounts when it is opened, so it starts as the one shown.
  const shown = useRef(true);
  useEffect(() => {
    if (shown.current) Taro.setNavigationBarTitle({ title: pageTitle }).catch(() => undefined);
    if (isTab) syncTabBar(t);
  }, [pageTitle, locale, isTab, t]);

  useDidShow(() => {
    shown.current = true;
    Taro.setNavigationBarTitle({ title: pageTitle }).catch(() => undefined);
    if (isTab) syncTabBar(t);
    pageShown(route);
  });
  useDidHide(() => {
    shown.current = false;
  });

  return (
    // The screen's nodes sit right under the frame, with no wrapper of their own: every level
    // counts against the mini-program's unrolled templates (config/index.ts baseLevel, issue #27).
    <View className={`page page--font-${ui.fontSize} ${className ?? ''}`}>
      {navBar && <NavBar title={pageTitle} onBack={onBack} />}
      {guarded ? (
        <Suspense fallback={null}>
          <GuestPrompt />
        </Suspense>
      ) : (
        children
      )}
    </View>
  );
});
