import { useState } from 'react';
import Taro from '@tarojs/taro';
import { Input, View } from '@tarojs/components';
import { CHOSEN_LOCATION_KEY, mapLink, validCoordinates } from '../map-links';
import { isWeapp } from '../platform';
import { getUserPosition } from '../position';
import { useT } from '@/shared/i18n/use-t';
import { back } from '@/shared/lib/navigation';
import { storage } from '@/shared/lib/storage';
import { toastSuccess } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { Page } from '@/shared/ui/page';
import { SubmitButton } from '@/shared/ui/submit-button';
import { openOutside } from './open-location';
import '../i18n';
import './location.less';

export interface ChosenLocation {
  name?: string;
  address?: string;
  latitude: number;
  longitude: number;
}

/**
 * Choosing a place (SPEC §2 /choose-location): the platform's map picker on the mini-program
 * (declared in requiredPrivateInfos); on H5, with no map key, the visitor's own position or
 * coordinates and an address typed in, checked, with a link out to see them on a map. The
 * place is left in storage (CHOSEN_LOCATION_KEY) for the page that asked, and the page goes back.
 */
export default function ChooseLocationPage() {
  const { t } = useT();
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const weapp = isWeapp();

  const finish = (place: ChosenLocation) => {
    storage.write(CHOSEN_LOCATION_KEY, place);
    toastSuccess(t('location.chosen'));
    void back();
  };

  const chooseNative = async () => {
    try {
      const picked = await Taro.chooseLocation({});
      finish({
        name: picked.name,
        address: picked.address,
        latitude: picked.latitude,
        longitude: picked.longitude,
      });
    } catch {
      // Closed without a choice.
    }
  };

  const locateMe = async () => {
    const position = await getUserPosition();
    if (!position) {
      setError(t('location.locationDenied'));
      return;
    }
    setError(undefined);
    setLatitude(position.latitude.toFixed(6));
    setLongitude(position.longitude.toFixed(6));
  };

  const confirm = () => {
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (latitude.trim() === '' || longitude.trim() === '' || !validCoordinates(lat, lng)) {
      setError(t('location.invalid'));
      return;
    }
    finish({ latitude: lat, longitude: lng, address: address.trim() || undefined });
  };

  const lat = Number(latitude);
  const lng = Number(longitude);
  const link =
    latitude && longitude && validCoordinates(lat, lng)
      ? mapLink({ latitude: lat, longitude: lng })
      : undefined;

  return (
    <Page route="chooseLocation" className="location">
      {weapp ? (
        <View className="location__card">
          <SubmitButton onClick={() => void chooseNative()}>{t('location.choose')}</SubmitButton>
        </View>
      ) : (
        <View className="location__card">
          <SubmitButton variant="plain" onClick={() => void locateMe()}>
            {t('location.useMine')}
          </SubmitButton>
          <FormField name="latitude" label={t('location.latitude')}>
            <Input
              className="form-input"
              type="digit"
              value={latitude}
              aria-label={t('location.latitude')}
              nativeProps={{ 'aria-label': t('location.latitude') }}
              onInput={(event) => setLatitude(event.detail.value)}
            />
          </FormField>
          <FormField name="longitude" label={t('location.longitude')}>
            <Input
              className="form-input"
              type="digit"
              value={longitude}
              aria-label={t('location.longitude')}
              nativeProps={{ 'aria-label': t('location.longitude') }}
              onInput={(event) => setLongitude(event.detail.value)}
            />
          </FormField>
          <FormField name="address" label={t('location.address')}>
            <Input
              className="form-input"
              type="text"
              maxlength={140}
              value={address}
              placeholder={t('location.addressPlaceholder')}
              aria-label={t('location.address')}
              nativeProps={{ 'aria-label': t('location.address') }}
              onInput={(event) => setAddress(event.detail.value)}
            />
          </FormField>
          {error && (
            <View className="location__error" role="alert">
              {error}
            </View>
          )}
          {link && (
            <View className="location__link" role="link" onClick={() => openOutside(link)}>
              {t('location.openOutside')}
            </View>
          )}
          <SubmitButton onClick={confirm}>{t('location.confirm')}</SubmitButton>
        </View>
      )}
      {weapp && error && (
        <View className="location__error" role="alert">
          {error}
        </View>
      )}
    </Page>
  );
}
