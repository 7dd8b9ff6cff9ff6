import { useEffect, type ReactNode } from 'react';
import Taro, { useDidShow } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useT } from '@/shared/i18n/use-t';
import { routeByName, TAB_ROUTES, type RouteName } from '@/routes';
import { pageShown } from '@/shared/lib/page-views';
import { useStores } from '@/shared/stores/context';
import { NavBar } from '@/shared/ui/nav-bar';
import './index.less';

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
  const { ui } = useStores();
  const pageTitle = title ?? t(`page.${route}`);
  const isTab = routeByName(route).tab !== undefined;

  useEffect(() => {
    Taro.setNavigationBarTitle({ title: pageTitle }).catch(() => undefined);
    if (isTab) syncTabBar(t);
  }, [pageTitle, locale, isTab, t]);

  useDidShow(() => {
    if (isTab) syncTabBar(t);
    pageShown(route);
  });

  return (
    <View className={`page page--font-${ui.fontSize} ${className ?? ''}`}>
      {navBar && <NavBar title={pageTitle} onBack={onBack} />}
      <View className="page__body">{children}</View>
    </View>
  );
});
