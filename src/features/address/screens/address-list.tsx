import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { deleteAddress, getAddressPage, updateAddress } from '@/features/address/api';
import type { Address } from '../types';
import { confirmAction, toastInfo, toastSuccess } from '@/shared/ui/feedback';
import { GuestPrompt } from '@/shared/ui/guest-prompt';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { emitAddressSelected } from '@/features/address/use-address-selection';
import { useOwnPagedList } from '@/shared/hooks/use-own-paged-list';
import { useLoginGuard } from '@/shared/hooks/use-login-guard';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { useSubmit } from '@/shared/hooks/use-submit';
import { useT } from '@/shared/i18n/use-t';
import { back, navigate } from '@/shared/lib/navigation';
import {
  addressBody,
  formatPhone,
  fullAddress,
  MAX_ADDRESSES,
} from '@/features/address/address-format';
import './address-list.less';
import '@/features/address/i18n';
import '@/shared/i18n/forms';

type Action = 'default' | 'delete';

/** The default first, the rest in the server's order (newest first). */
function defaultFirst(items: readonly Address[]): Address[] {
  return [...items].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

function AddressListPage() {
  const { t } = useT();
  const loggedIn = useLoginGuard();
  const params = useRouteParams();
  // Opened from the gift exchange to choose where the gift goes (use-address-selection.ts).
  const selecting = params.select === '1';

  // All of a visitor's addresses fit in one page: the server keeps at most MAX_ADDRESSES.
  // Back from the form, it shows what was saved.
  const list = useOwnPagedList<Address>(getAddressPage, MAX_ADDRESSES);

  const { submit: act } = useSubmit(async (action: Action, address: Address) => {
    if (action === 'default') {
      const saved = await updateAddress(addressBody(address.id, { ...address, isDefault: true }));
      // One default per visitor: the server cleared the previous one.
      list.update(
        () => true,
        (each) => (each.id === address.id ? { ...each, ...saved } : { ...each, isDefault: false }),
      );
      toastSuccess(t('success.operation'));
      return;
    }
    const confirmed = await confirmAction({
      content: t('message.confirmDeleteAddress'),
      confirmText: t('common.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await deleteAddress(address.id);
    list.remove((each) => each.id === address.id);
    if (address.isDefault && list.items.length > 0) {
      // The server hands the default to the newest remaining address (the highest id).
      const newest = Math.max(...list.items.map((each) => each.id));
      list.update(
        () => true,
        (each) => ({ ...each, isDefault: each.id === newest }),
      );
    }
    toastSuccess(t('success.operation'));
  });

  const atLimit = list.total >= MAX_ADDRESSES;
  const add = () => {
    if (atLimit) {
      toastInfo(t('address.limitReached', { max: MAX_ADDRESSES }));
      return;
    }
    // The server makes the first address the default whatever the form says; the form shows it.
    const first = list.loaded && list.items.length === 0 && !list.error;
    void navigate('addressEdit', { query: first ? { first: 1 } : undefined });
  };

  const choose = (address: Address) => {
    emitAddressSelected(address);
    void back();
  };

  const stop =
    (run: () => void) =>
    (event: { stopPropagation?: () => void }): void => {
      event.stopPropagation?.();
      run();
    };

  const items = defaultFirst(list.items);

  return (
    <Page route="address" className="address-list">
      {loggedIn ? (
        <>
          {selecting && <Text className="address-list__hint">{t('address.chooseHint')}</Text>}
          <View className="address-list__cards">
            {items.map((address) => (
              <View
                key={address.id}
                className={`address-card${address.isDefault ? ' address-card--default' : ''}`}
                role="group"
                aria-label={address.contact}
                // A tap anywhere on the card chooses it; the choose button below is the same for
                // a keyboard or a screen reader (a card that is a button cannot hold buttons).
                onClick={selecting ? () => choose(address) : undefined}
              >
                <View className="address-card__head">
                  <Text className="address-card__contact">{address.contact}</Text>
                  <Text className="address-card__phone">
                    {formatPhone(address.areaCode, address.phone)}
                  </Text>
                </View>
                {(address.isDefault || address.addressName) && (
                  <View className="address-card__tags">
                    {address.isDefault && (
                      <Text className="address-card__tag address-card__tag--default">
                        {t('address.defaultTag')}
                      </Text>
                    )}
                    {address.addressName && (
                      <Text className="address-card__tag address-card__tag--name">
                        {address.addressName}
                      </Text>
                    )}
                  </View>
                )}
                <Text className="address-card__address">{fullAddress(address, t)}</Text>
                {selecting && (
                  <View
                    className="address-card__choose"
                    role="button"
                    // Told apart by who and where: every card chooses "this address".
                    aria-label={t('address.choose', {
                      contact: address.contact,
                      address: fullAddress(address, t),
                    })}
                    onClick={stop(() => choose(address))}
                  >
                    {t('address.chooseThis')}
                  </View>
                )}
                <View className="address-card__actions">
                  <View
                    className="address-card__default"
                    role="radio"
                    aria-checked={address.isDefault}
                    onClick={stop(() => {
                      if (!address.isDefault) void act('default', address);
                    })}
                  >
                    <View
                      className={`address-card__radio${address.isDefault ? ' address-card__radio--on' : ''}`}
                    />
                    <Text>
                      {address.isDefault ? t('address.isDefault') : t('address.setDefault')}
                    </Text>
                  </View>
                  <View
                    className="address-card__action address-card__action--edit"
                    role="button"
                    onClick={stop(
                      () => void navigate('addressEdit', { query: { id: address.id } }),
                    )}
                  >
                    {t('common.edit')}
                  </View>
                  <View
                    className="address-card__action address-card__action--delete"
                    role="button"
                    onClick={stop(() => void act('delete', address))}
                  >
                    {t('common.delete')}
                  </View>
                </View>
              </View>
            ))}
          </View>
          <ListState
            loading={list.loading && !list.refreshing}
            count={items.length}
            // One page holds every address: no "no more" line under the cards.
            hasMore
            error={list.error}
            emptyText={t('address.empty')}
            onRetry={() => void list.refresh()}
          />
          <View className="address-list__bar">
            <View
              // The look follows a class: the mini-program writes no aria attributes (issue #27).
              className={`address-list__add ${atLimit ? 'address-list__add--off' : ''}`}
              role="button"
              aria-disabled={atLimit}
              onClick={add}
            >
              {t('address.add')}
            </View>
          </View>
        </>
      ) : (
        <GuestPrompt />
      )}
    </Page>
  );
}

export default observer(AddressListPage);
