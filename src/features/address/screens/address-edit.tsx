import { useRef } from 'react';
import { useDidShow } from '@tarojs/taro';
import { Textarea, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { addAddress, getAddress, updateAddress } from '@/features/address/api';
import type { Address } from '../types';
import type { Id } from '@/shared/api/types';
import { toastSuccess } from '@/shared/ui/feedback';
import { FormField } from '@/shared/ui/form-field';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { PhoneInput } from '@/shared/ui/phone-input';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TextField } from '@/shared/ui/text-field';
import { ToggleRow } from '@/shared/ui/toggle-row';
import { useForm, type FormRules } from '@/shared/hooks/use-form';
import { useRequest } from '@/shared/hooks/use-request';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { routeId, useRouteParams } from '@/shared/hooks/use-route-params';
import { useSubmit } from '@/shared/hooks/use-submit';
import type { MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { DEFAULT_AREA_CODE, TEXTAREA_MAX } from '@/shared/lib/constants';
import { back, navigate } from '@/shared/lib/navigation';
import { normalizePhone, validatePersonName, validatePhone } from '@/rules/validators';
import {
  addressBody,
  addressInput,
  areaLabel,
  AREAS,
  isKnownArea,
  needsPostcode,
} from '@/features/address/address-format';
import './address-edit.less';
import '@/features/address/i18n';
import '@/shared/i18n/forms';

type AddressFormValues = {
  contact: string;
  areaCode: string;
  phone: string;
  area: string;
  addressName: string;
  detailAddress: string;
  postcode: string;
  isDefault: boolean;
};

const CONTACT_MAX = 50;
const NAME_MAX = 20;
const POSTCODE_MAX = 20;
const NAME_PRESETS: readonly MessageKey[] = ['address.names.home', 'address.names.office'];

const rules: FormRules<AddressFormValues> = {
  contact: (v) => (v.contact.trim() ? validatePersonName(v.contact) : 'address.contactRequired'),
  phone: (v) => validatePhone(v.phone, v.areaCode),
  area: (v) => (v.area ? undefined : 'address.areaRequired'),
  detailAddress: (v) => {
    if (!v.detailAddress.trim()) return 'address.detailRequired';
    return Array.from(v.detailAddress).length > TEXTAREA_MAX ? 'address.detailTooLong' : undefined;
  },
  postcode: (v) =>
    needsPostcode(v.area) && v.postcode.trim() && !/^[A-Za-z0-9 -]{2,20}$/.test(v.postcode.trim())
      ? 'address.postcodeInvalid'
      : undefined,
};

function valuesOf(address: Address | undefined, first: boolean): AddressFormValues {
  if (!address) {
    return {
      contact: '',
      areaCode: DEFAULT_AREA_CODE,
      phone: '',
      area: '',
      addressName: '',
      detailAddress: '',
      postcode: '',
      isDefault: first,
    };
  }
  return {
    contact: address.contact,
    areaCode: address.areaCode || DEFAULT_AREA_CODE,
    phone: address.phone,
    area: address.area,
    addressName: address.addressName ?? '',
    detailAddress: address.detailAddress,
    postcode: address.postcode ?? '',
    isDefault: address.isDefault,
  };
}

interface AddressFormProps {
  id?: Id;
  address?: Address;
  /** Opened from an empty list: the server makes this address the default anyway. */
  first: boolean;
}

const AddressForm = observer(function AddressForm({ id, address, first }: AddressFormProps) {
  const { t } = useT();
  const { ui } = useStores();
  const { values, errors, setValue, validate, message } = useForm<AddressFormValues>(
    () => valuesOf(address, first),
    // An address being typed survives a session that ends under it (issue #21).
    { draft: `addressEdit:${id ?? 'new'}` },
  );
  // The default moves by choosing another address on the list; the first one is always default.
  const defaultLocked = first || Boolean(address?.isDefault);

  // The region picker (pages/login/code) writes the shared area code; the login form's choice
  // is put back once the address has taken the one picked here.
  const loginAreaCode = useRef<string>();
  const pickAreaCode = () => {
    loginAreaCode.current = ui.areaCode;
    ui.setAreaCode(values.areaCode);
    void navigate('areaCode');
  };
  useDidShow(() => {
    const saved = loginAreaCode.current;
    if (saved === undefined) return;
    loginAreaCode.current = undefined;
    const chosen = ui.areaCode;
    ui.setAreaCode(saved);
    if (chosen === values.areaCode) return;
    setValue('areaCode', chosen);
    if (errors.phone) validate(rules, ['phone']);
  });

  const { submitting, submit } = useSubmit(async () => {
    if (!validate(rules)) return;
    const input = addressInput({
      contact: values.contact.trim(),
      areaCode: values.areaCode,
      phone: normalizePhone(values.phone, values.areaCode),
      area: values.area,
      addressName: values.addressName.trim(),
      detailAddress: values.detailAddress.trim(),
      // What was typed stays in the form if the area changes back, but Macau sends none.
      postcode: needsPostcode(values.area) ? values.postcode.trim() : '',
      isDefault: values.isDefault,
    });
    if (id !== undefined) await updateAddress(addressBody(id, input));
    else await addAddress(input);
    toastSuccess(t('success.saved'));
    await back();
  });

  const areaChoices: string[] =
    values.area && !isKnownArea(values.area) ? [...AREAS, values.area] : [...AREAS];
  const detailLength = Array.from(values.detailAddress).length;

  return (
    <View className="address-form">
      <TextField
        name="contact"
        label={t('address.contact')}
        value={values.contact}
        onInput={(value) => setValue('contact', value)}
        maxlength={CONTACT_MAX}
        placeholder={t('address.contactPlaceholder')}
        error={message('contact')}
      />

      <FormField name="phone" label={t('form.phone')} error={message('phone')}>
        <PhoneInput
          areaCode={values.areaCode}
          value={values.phone}
          onInput={(value) => setValue('phone', value)}
          onAreaCodeTap={pickAreaCode}
        />
      </FormField>

      <FormField name="area" label={t('address.area')} error={message('area')} plain>
        <View className="address-form__chips" role="radiogroup" aria-label={t('address.area')}>
          {areaChoices.map((area) => (
            <View
              key={area}
              className={`address-form__chip address-form__chip--${area}${values.area === area ? ' address-form__chip--on' : ''}`}
              role="radio"
              aria-checked={values.area === area}
              onClick={() => setValue('area', area)}
            >
              {areaLabel(area, t)}
            </View>
          ))}
        </View>
      </FormField>

      <FormField
        name="detailAddress"
        label={t('address.detail')}
        error={message('detailAddress')}
        hint={`${detailLength}/${TEXTAREA_MAX}`}
      >
        <Textarea
          className="address-form__textarea"
          maxlength={TEXTAREA_MAX}
          autoHeight
          value={values.detailAddress}
          placeholder={t('address.detailPlaceholder')}
          onInput={(event) => setValue('detailAddress', event.detail.value)}
        />
      </FormField>

      {needsPostcode(values.area) && (
        <TextField
          name="postcode"
          label={t('address.postcode')}
          value={values.postcode}
          onInput={(value) => setValue('postcode', value)}
          maxlength={POSTCODE_MAX}
          placeholder={t('address.postcodePlaceholder')}
          error={message('postcode')}
          hint={t('address.postcodeHint')}
        />
      )}

      <TextField
        name="addressName"
        label={t('address.name')}
        value={values.addressName}
        onInput={(value) => setValue('addressName', value)}
        maxlength={NAME_MAX}
        placeholder={t('address.namePlaceholder')}
      />
      <View className="address-form__chips address-form__chips--names">
        {NAME_PRESETS.map((key) => {
          const label = t(key);
          const on = values.addressName.trim() === label;
          return (
            <View
              key={key}
              className={`address-form__chip address-form__chip--small${on ? ' address-form__chip--on' : ''}`}
              role="button"
              aria-pressed={on}
              onClick={() => setValue('addressName', on ? '' : label)}
            >
              {label}
            </View>
          );
        })}
      </View>

      <View className="address-form__default">
        <ToggleRow
          name="default"
          label={t('address.setAsDefault')}
          hint={
            defaultLocked
              ? t(first ? 'address.firstIsDefault' : 'address.defaultLocked')
              : undefined
          }
          checked={values.isDefault}
          disabled={defaultLocked}
          onChange={(checked) => setValue('isDefault', checked)}
        />
      </View>

      <SubmitButton loading={submitting} onClick={() => void submit()}>
        {t('common.save')}
      </SubmitButton>
    </View>
  );
});

function AddressEditPage() {
  const { t } = useT();
  const loggedIn = useLoginGuard();
  const params = useRouteParams();
  const editing = params.id !== undefined && params.id !== '';
  const id = editing ? routeId(params.id) : undefined;
  const existing = useRequest<Address | undefined>(() => {
    if (!loggedIn || id === undefined) return Promise.resolve(undefined);
    if (id === undefined) return Promise.reject(new Error('bad address id'));
    return getAddress(id);
  }, [loggedIn, id]);

  let body = <GuestPrompt />;
  if (loggedIn && !editing) {
    body = <AddressForm first={params.first === '1'} />;
  } else if (loggedIn && existing.data) {
    body = <AddressForm id={existing.data.id} address={existing.data} first={false} />;
  } else if (loggedIn) {
    body = (
      <ListState
        loading={existing.loading}
        count={0}
        hasMore
        error={existing.error ?? new Error('address missing')}
        onRetry={() => void existing.reload()}
      />
    );
  }

  return (
    // One route for both (SPEC §2): a new address is titled as one, not as an edit.
    <Page
      route="addressEdit"
      title={editing ? undefined : t('address.add')}
      className="address-edit"
    >
      {body}
    </Page>
  );
}

export default observer(AddressEditPage);
