// The distance rule lives in src/rules, where the server reads it too (issue #21).
export { EARTH_RADIUS_M, distanceMeters, wgs84ToGcj02, type LatLng } from '@/rules/geo';

/** "850 m" below a kilometre, "1.2 km" up to 100 km, "135 km" beyond; '' for no distance. */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const rounded = Math.round(meters);
  if (rounded < 1000) return `${rounded} m`;
  const km = meters / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}
