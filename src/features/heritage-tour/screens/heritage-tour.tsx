import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import { getUserPosition } from '@/features/location';
import { checkInArSite, getArCheckIns, getArSitePage } from '../api';
import { addCheckIn, readCheckIns } from '../check-ins';
import { ArExperience } from '../components/ar-experience';
import type { ArSite } from '../types';
import type { Id } from '@/shared/api/types';
import { usePagedList } from '@/shared/hooks/use-paged-list';
import { useRouteParams } from '@/shared/hooks/use-route-params';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { distanceMeters, formatDistance, type LatLng } from '@/shared/lib/geo';
import { navigate } from '@/shared/lib/navigation';
import { useStores } from '@/shared/stores/context';
import { toastInfo } from '@/shared/ui/feedback';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { Picture } from '@/shared/ui/picture';
import '../i18n';
import './heritage-tour.less';

const ALL_SITES = 20;

function distanceTo(site: ArSite, from: LatLng | undefined): string {
  if (!from || !Number.isFinite(site.latitude) || !Number.isFinite(site.longitude)) return '';
  return formatDistance(
    distanceMeters(from, {
      latitude: site.latitude as number,
      longitude: site.longitude as number,
    }),
  );
}

/**
 * The AR World Heritage tour (SPEC §2 /pages/ar/ar): the sites of GET /arParam/page with
 * picture, name, description and distance. Each opens its experience (the camera on the
 * mini-program; a web view when the site's experience is an https page on the allow-list) and
 * checks the site in with the server; with every site in, the server completes the AR mission,
 * once (the app cannot claim it).
 */
function HeritageTourPage() {
  const { t } = useT();
  const { session } = useStores();
  const params = useRouteParams();
  const list = usePagedList<ArSite>(getArSitePage, ALL_SITES);
  const [position, setPosition] = useState<LatLng>();
  const [denied, setDenied] = useState(false);
  const [checkIns, setCheckIns] = useState<Id[]>(readCheckIns);
  // Issue #27: every answer adds to the latest check-ins, never to those of the render that sent
  // it (a site opened from its own link checks in before the server's list has come back).
  const latest = useRef(checkIns);
  const record = (ids: Id[]) => {
    latest.current = [...new Set([...latest.current, ...ids])];
    setCheckIns(latest.current);
    return latest.current;
  };
  const [shown, setShown] = useState<ArSite>();
  const opened = useRef(false);
  const loggedIn = session.isLoggedIn;

  // Signed in, the progress is the server's check-ins (any device), not this device's.
  useEffect(() => {
    if (!loggedIn) return;
    let alive = true;
    getArCheckIns()
      .then((ids) => alive && record(ids))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [loggedIn]);

  const openSite = (site: ArSite) => {
    const link = site.link ?? '';
    if (/^https:\/\//i.test(link)) void navigate('webview', { query: { url: link } });
    else setShown(site);
    if (!loggedIn) {
      record(addCheckIn(site.id));
      return;
    }
    // Issue #21: the server checks the visitor in only at the site, from where they are now; when
    // they are not, its refusal says how far they are (the request layer shows it).
    getUserPosition()
      .then((here) => {
        if (here) setPosition(here);
        return checkInArSite(site.id, here);
      })
      .then((result) => {
        const next = record([site.id]);
        const everySite = !list.hasMore && list.items.every((each) => next.includes(each.id));
        if (result.pointsAwarded > 0) {
          toastInfo(t('tour.missionDone', { points: result.pointsAwarded }));
        } else if (everySite) toastInfo(t('tour.missionAlready'));
      })
      .catch(() => undefined);
  };

  // A site's own link (/pages/ar/ar?id=3, as printed on the site's QR code) opens its experience.
  useEffect(() => {
    if (opened.current || !list.loaded) return;
    const site = list.items.find((each) => String(each.id) === params.id);
    if (site) {
      opened.current = true;
      openSite(site);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.loaded, list.items, params.id]);

  const locate = async () => {
    const found = await getUserPosition();
    setPosition(found);
    setDenied(found === undefined);
  };

  const total = list.items.length;
  const done = list.items.filter((site) => checkIns.includes(site.id)).length;

  return (
    <Page route="ar" className="tour">
      <View className="tour__intro">
        <Text className="tour__text">{t('tour.intro')}</Text>
        {total > 0 && (
          <View className="tour__progress" role="status">
            {t('tour.progress', { done, total })}
          </View>
        )}
        <View className="tour__actions">
          {total > 0 && !position && (
            <View className="tour__action" role="button" onClick={() => void locate()}>
              {t('tour.locate')}
            </View>
          )}
          <View className="tour__action" role="link" onClick={() => void navigate('arRules')}>
            {t('tour.rules')}
          </View>
        </View>
        {denied && <Text className="tour__text">{t('tour.locationDenied')}</Text>}
      </View>
      <View className="tour__list" role="list">
        {list.items.map((site) => {
          const name = pickField(site, 'name');
          const distance = distanceTo(site, position);
          const checked = checkIns.includes(site.id);
          return (
            <View key={site.id} className="tour-site" role="listitem" aria-label={name}>
              {site.cover && <Picture className="tour-site__cover" src={site.cover} />}
              <View className="tour-site__body">
                <Text className="tour-site__name">{name}</Text>
                {checked && <Text className="tour-site__checked">{t('tour.checkedIn')}</Text>}
                <Text className="tour-site__description">{pickField(site, 'description')}</Text>
                {distance && (
                  <Text className="tour-site__distance">{t('tour.distance', { distance })}</Text>
                )}
                <View
                  className="tour-site__open"
                  role="button"
                  aria-label={t('tour.open', { name })}
                  onClick={() => openSite(site)}
                >
                  {t('tour.openShort')}
                </View>
              </View>
            </View>
          );
        })}
      </View>
      <ListState
        loading={list.loading && !list.refreshing}
        count={total}
        hasMore={list.hasMore}
        error={list.error}
        emptyText={t('tour.empty')}
        onRetry={() => void list.retry()}
      />
      {shown && <ArExperience site={shown} onClose={() => setShown(undefined)} />}
    </Page>
  );
}

export default observer(HeritageTourPage);
