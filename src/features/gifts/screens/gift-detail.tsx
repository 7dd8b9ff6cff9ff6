import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from '@/shared/stores/observer';
import {
  ADDRESS_SELECT_QUERY,
  formatPhone,
  fullAddress,
  getAddressPage,
  useAddressSelection,
  type Address,
} from '@/features/address';
import { SlideShow } from '@/features/content';
import { getPointsBalance } from '@/features/points';
import { exchangeGift, getGift, newIdempotencyKey } from '../api';
import { GiftCover } from '../components/gift-cover';
import { giftBlock } from '../gift-state';
import type { IntegralSpu } from '../types';
import { isApiError } from '@/shared/api/errors';
import { confirmAction, notice, toastSuccess } from '@/shared/ui/feedback';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { RichContent } from '@/shared/ui/rich-content';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useRequest } from '@/shared/hooks/use-request';
import { routeId, useRouteParams } from '@/shared/hooks/use-route-params';
import { useSubmit } from '@/shared/hooks/use-submit';
import { pickField } from '@/shared/i18n/pick-field';
import { useT } from '@/shared/i18n/use-t';
import { SWIPER_AUTOPLAY_MS } from '@/shared/lib/constants';
import { currentFullPath, navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import './gift-detail.less';
import '@/features/gifts/i18n/gifts';
import { useShare } from '@/features/share';

/** Body code of a refusal by the state of things: sold out, not enough points, over the limit. */
const CONFLICT = 409;
const QUANTITY = 1;

function GiftDetailPage() {
  const { t } = useT();
  const { session } = useStores();
  const params = useRouteParams();
  // 0 when the link has no usable id: the server answers it as not found, like any wrong id.
  const id = routeId(params.id) ?? 0;

  const request = useRequest(() => getGift(id), [id]);
  // Issue #13: shared to chats and Moments with the sharer's invite.
  useShare(
    () =>
      request.data && {
        title: pickField(request.data, 'name'),
        page: 'pages/gift/detail',
        query: { id: request.data.id },
        imageUrl: request.data.shareImage,
      },
    request.data?.id,
  );
  // Stock as the server last told it; lowered at once by an exchange.
  const [gift, setGift] = useState<IntegralSpu>();
  useEffect(() => setGift(request.data), [request.data]);

  const [address, setAddress] = useState<Address>();
  const chosen = useRef(false);
  useAddressSelection((picked) => {
    chosen.current = true;
    setAddress(picked);
  });

  // The attempt's key lives until the server has answered it: a retry after a lost answer is
  // the same attempt, and the server answers it with the first order (server/API.md).
  const attemptKey = useRef<string>();

  const balance = session.isLoggedIn ? session.user?.points : undefined;

  const refreshBalance = useCallback(async () => {
    if (!session.isLoggedIn) return;
    const points = await getPointsBalance();
    if (session.isLoggedIn && session.user) session.setUser({ ...session.user, points });
  }, [session]);

  const loadAddress = useCallback(async () => {
    if (!session.isLoggedIn || chosen.current) return;
    const page = await getAddressPage({ pageNo: 1, pageSize: 20 });
    // The server lists the default first.
    if (!chosen.current) setAddress(page.list.find((each) => each.isDefault) ?? page.list[0]);
  }, [session]);

  useEffect(() => {
    refreshBalance().catch(() => undefined);
    loadAddress().catch(() => undefined);
  }, [refreshBalance, loadAddress]);

  // Back from login or from the address book.
  useDidShow(() => {
    if (!session.isLoggedIn) return;
    if (balance === undefined) refreshBalance().catch(() => undefined);
    if (!address) loadAddress().catch(() => undefined);
  });

  const explainConflict = async (fallback: string) => {
    // Which rule refused is read again from the server, so the message matches what is true now.
    const [fresh] = await Promise.all([
      getGift(id).catch(() => undefined),
      refreshBalance().catch(() => undefined),
    ]);
    if (fresh) setGift(fresh);
    const now = fresh ?? gift;
    const points = session.user?.points;
    if (now && now.stock < QUANTITY) return t('gifts.soldOutDetail');
    if (now && points !== undefined && points < now.points * QUANTITY) {
      return t('gifts.notEnoughDetail', { cost: now.points * QUANTITY, points });
    }
    if (now && now.limitPerUser > 0) return t('gifts.overLimit');
    return fallback;
  };

  /**
   * A gateway or proxy answered instead of the server (issue #21): whether the exchange happened
   * is read from the balance, so the visitor is told what changed, never left with nothing.
   */
  const explainUnanswered = async (status: number, cost: number) => {
    const before = session.user?.points;
    await refreshBalance().catch(() => undefined);
    const after = session.user?.points;
    if (before !== undefined && after !== undefined && after <= before - cost) {
      attemptKey.current = undefined;
      return t('gifts.unansweredDone');
    }
    return t('gifts.unansweredNothing', { status });
  };

  const { submitting, submit } = useSubmit(async () => {
    if (!gift) return;
    if (!session.isLoggedIn) {
      await navigate('login', { query: { redirect: currentFullPath() } });
      return;
    }
    const cost = gift.points * QUANTITY;
    const block = giftBlock(gift, balance, QUANTITY);
    if (block === 'soldOut') {
      await notice(t('gifts.soldOutDetail'));
      return;
    }
    if (block === 'overLimit') {
      await notice(t('gifts.overLimit'));
      return;
    }
    if (block === 'notEnough') {
      await notice(t('gifts.notEnoughDetail', { cost, points: balance ?? 0 }));
      return;
    }
    if (!address) {
      await notice(t('gifts.needAddress'));
      return;
    }
    const name = pickField(gift, 'name');
    const confirmed = await confirmAction({
      content: t('gifts.confirm', { cost, name, contact: address.contact }),
      confirmText: t('gifts.confirmButton'),
    });
    if (!confirmed) return;

    attemptKey.current ??= newIdempotencyKey();
    try {
      const order = await exchangeGift(
        {
          spuId: gift.id,
          quantity: QUANTITY,
          addressId: address.id,
          idempotencyKey: attemptKey.current,
        },
        { hideMsg: true },
      );
      attemptKey.current = undefined;
      setGift((shown) =>
        shown
          ? {
              ...shown,
              stock: Math.max(0, shown.stock - QUANTITY),
              exchanged: (shown.exchanged ?? 0) + QUANTITY,
            }
          : shown,
      );
      if (session.user) {
        session.setUser({
          ...session.user,
          points: Math.max(0, session.user.points - order.points),
        });
      }
      toastSuccess(t('gifts.success'));
      await navigate('recordDetail', { query: { id: order.id } });
    } catch (error) {
      // Only a refusal ends the attempt; after a network or gateway failure the server may or may
      // not have taken it, so the same key is tried again (it cannot be taken twice).
      const unanswered = isApiError(error) && (error.kind === 'network' || error.kind === 'http');
      if (isApiError(error) && !unanswered) attemptKey.current = undefined;
      if (isApiError(error) && error.code === CONFLICT) {
        await notice(await explainConflict(error.msg));
      } else if (isApiError(error) && error.kind === 'business') {
        await notice(error.msg);
      } else if (isApiError(error) && error.kind === 'http') {
        await notice(await explainUnanswered(error.status ?? error.code, cost));
      }
      throw error;
    }
  });

  if (!gift) {
    return (
      <Page route="giftDetail" className="gift-detail">
        <ListState
          loading={request.loading}
          count={0}
          hasMore
          error={request.error}
          emptyText={t('common.empty')}
          onRetry={() => void request.reload()}
        />
      </Page>
    );
  }

  const name = pickField(gift, 'name');
  const description = pickField(gift, 'description');
  // A record without pictures (an older server, an empty answer) shows its cover, or nothing.
  const pictures = gift.pictures?.length ? gift.pictures : [gift.cover].filter(Boolean);
  const block = giftBlock(gift, balance, QUANTITY);

  return (
    <Page route="giftDetail" className="gift-detail">
      {pictures.length > 1 ? (
        <SlideShow
          className="gift-detail__pictures"
          slides={pictures.map((image, index) => ({ id: index, image, label: name }))}
          interval={SWIPER_AUTOPLAY_MS}
          onOpen={() => undefined}
        />
      ) : (
        <GiftCover src={pictures[0] ?? ''} label={name} lazy={false} />
      )}

      <View className="gift-detail__card">
        <View className="gift-detail__name" role="heading">
          {name}
        </View>
        <Text className="gift-detail__cost">{t('gifts.cost', { points: gift.points })}</Text>
        <View className="gift-detail__facts">
          <Text>{t('gifts.stock', { stock: gift.stock })}</Text>
          {gift.limitPerUser > 0 && <Text>{t('gifts.limit', { limit: gift.limitPerUser })}</Text>}
        </View>
        {balance !== undefined && (
          <View className="gift-detail__balance" role="status">
            {t('gifts.balance')} {balance}
          </View>
        )}
        {block && (
          <View className={`gift-detail__block gift-detail__block--${block}`} role="note">
            {block === 'soldOut'
              ? t('gifts.soldOutDetail')
              : block === 'overLimit'
                ? t('gifts.overLimit')
                : t('gifts.notEnoughDetail', {
                    cost: gift.points * QUANTITY,
                    points: balance ?? 0,
                  })}
          </View>
        )}
      </View>

      {session.isLoggedIn && (
        <View
          className="gift-detail__address"
          role="button"
          aria-label={address ? t('gifts.changeAddress') : t('gifts.chooseAddress')}
          onClick={() => void navigate('address', { query: ADDRESS_SELECT_QUERY })}
        >
          <Text className="gift-detail__label">{t('gifts.address')}</Text>
          {address ? (
            <View className="gift-detail__address-text">
              <Text className="gift-detail__contact">
                {address.contact} {formatPhone(address.areaCode, address.phone)}
              </Text>
              <Text className="gift-detail__line">
                {[address.addressName, fullAddress(address, t)].filter(Boolean).join(' ')}
              </Text>
            </View>
          ) : (
            <Text className="gift-detail__address-text gift-detail__address-text--none">
              {t('gifts.addAddress')}
            </Text>
          )}
          <View className="gift-detail__chevron" aria-hidden="true" />
        </View>
      )}

      {description && (
        <View className="gift-detail__card" role="region" aria-label={t('gifts.description')}>
          <Text className="gift-detail__label">{t('gifts.description')}</Text>
          <RichContent html={description} />
        </View>
      )}

      <View className="gift-detail__bar">
        <SubmitButton loading={submitting} disabled={Boolean(block)} onClick={() => void submit()}>
          {!session.isLoggedIn
            ? t('gifts.loginToExchange')
            : block === 'soldOut'
              ? t('gifts.soldOut')
              : block === 'overLimit'
                ? t('gifts.limitReached')
                : block === 'notEnough'
                  ? t('gifts.notEnough')
                  : t('gifts.exchange')}
        </SubmitButton>
      </View>
    </Page>
  );
}

export default observer(GiftDetailPage);
