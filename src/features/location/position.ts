import Taro from '@tarojs/taro';
import type { LatLng } from '@/shared/lib/geo';

/**
 * Where the visitor is, when they allow it: the platform's location call on the mini-program
 * (declared in app.config.ts with its purpose), the browser's geolocation on H5. A refusal, a
 * timeout or a browser without it gives undefined, and the screens simply show no distance.
 * Always WGS-84, the datum of the programme's places and of a phone's GPS: H5 refuses gcj02
 * (issue #21: "show my distance" always failed in a phone browser). A map that draws in GCJ-02
 * (WeChat's) converts (wgs84ToGcj02).
 */
export async function getUserPosition(): Promise<LatLng | undefined> {
  try {
    const { latitude, longitude } = await Taro.getLocation({ type: 'wgs84' });
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
    return { latitude, longitude };
  } catch {
    return undefined;
  }
}

export interface PlaceQuery {
  name?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
}

/** The query /open-location reads: only what is known, so the page asks no more than it has. */
export function placeQuery(place: PlaceQuery): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (place.name) query.name = place.name;
  if (place.address) query.address = place.address;
  if (Number.isFinite(place.latitude) && Number.isFinite(place.longitude)) {
    query.latitude = place.latitude as number;
    query.longitude = place.longitude as number;
  }
  return query;
}
