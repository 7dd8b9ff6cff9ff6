import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { mapLink } from '../map-links';
import { isWeapp, platform } from '../platform';
import { wgs84ToGcj02 } from '@/shared/lib/geo';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useT } from '@/shared/i18n/use-t';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { copyText } from '@/shared/ui/feedback';
import '../i18n';
import './location.less';

/** H5 opens the map site apart; the mini-program cannot leave WeChat, so it copies the link. */
export function openOutside(link: string): void {
  if (platform() === 'h5') window.open(link, '_blank', 'noopener,noreferrer');
  else void copyText(link);
}

const number = (value: string | undefined) => (value === undefined ? NaN : Number(value));

/**
 * A place on the map (SPEC §2 /open-location?name&address&latitude&longitude): the platform's
 * map on the mini-program; on H5, with no map key, the name, address and coordinates and a
 * link out to a map site.
 */
export default function OpenLocationPage() {
  const { t } = useT();
  const params = useRouteParams();
  const latitude = number(params.latitude);
  const longitude = number(params.longitude);
  const hasCoordinates = Number.isFinite(latitude) && Number.isFinite(longitude);
  const place = { name: params.name, address: params.address, latitude, longitude };
  const link = mapLink(place);
  const weapp = isWeapp();

  // WeChat's map draws in GCJ-02; the programme's places are WGS-84 (issue #21).
  const openNative = () =>
    void Taro.openLocation({
      ...wgs84ToGcj02({ latitude, longitude }),
      name: params.name ?? '',
      address: params.address ?? '',
      scale: 17,
    }).catch(() => undefined);

  return (
    <Page route="openLocation" className="location">
      {params.name || params.address || hasCoordinates ? (
        <View className="location__card">
          {params.name && (
            <View className="location__row">
              <Text className="location__label">{t('location.name')}</Text>
              <Text>{params.name}</Text>
            </View>
          )}
          {params.address && (
            <View className="location__row">
              <Text className="location__label">{t('location.address')}</Text>
              <Text>{params.address}</Text>
            </View>
          )}
          {hasCoordinates && (
            <View className="location__row">
              <Text className="location__label">{t('location.coordinates')}</Text>
              <Text>
                {latitude.toFixed(6)}, {longitude.toFixed(6)}
              </Text>
            </View>
          )}
          {weapp && hasCoordinates ? (
            <SubmitButton onClick={openNative}>{t('location.openMap')}</SubmitButton>
          ) : (
            link && (
              <View className="location__link" role="link" onClick={() => openOutside(link)}>
                {t('location.openOutside')}
              </View>
            )
          )}
        </View>
      ) : (
        <View className="location__card" role="alert">
          {t('location.noPlace')}
        </View>
      )}
    </Page>
  );
}
