import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { useT } from '@/shared/i18n/use-t';
import { back } from '@/shared/lib/navigation';
import { navBarLayout } from './layout';
import './index.less';

export interface NavBarProps {
  title: string;
  /** Draw over a picture instead of the brand colour (home-like headers). */
  transparent?: boolean;
  /** Overrides the back action (for example to confirm leaving a form). */
  onBack?: () => void;
}

export function NavBar({ title, transparent, onBack }: NavBarProps) {
  const { t } = useT();
  const { statusBarHeight, barHeight, capsuleGap } = navBarLayout();
  const canGoBack = Taro.getCurrentPages().length > 1;
  const handleBack = () => (onBack ? onBack() : void back());
  // Room for the back button (44 px) or, on the mini-program, the capsule: the title gets the rest.
  const side = Math.max(capsuleGap, 44);
  return (
    <View
      className={`nav-bar${transparent ? ' nav-bar--transparent' : ''}`}
      style={{ paddingTop: `${statusBarHeight}px` }}
    >
      <View className="nav-bar__inner" style={{ height: `${barHeight}px` }}>
        <View className="nav-bar__side" style={{ width: `${side}px` }}>
          {canGoBack ? (
            <View
              className="nav-bar__button"
              role="button"
              aria-label={t('common.back')}
              onClick={handleBack}
            >
              <View className="nav-bar__chevron" />
            </View>
          ) : (
            <View
              className="nav-bar__button nav-bar__button--home"
              role="button"
              aria-label={t('common.home')}
              onClick={() => void Taro.reLaunch({ url: '/pages/home/index' })}
            >
              <Text className="nav-bar__home">⌂</Text>
            </View>
          )}
        </View>
        <Text className="nav-bar__title" numberOfLines={1}>
          {title}
        </Text>
        <View className="nav-bar__side" style={{ width: `${side}px` }} />
      </View>
    </View>
  );
}
