// The distance rule and its format live in src/rules, where the server reads them too (issues
// #21, #27: the AR refusal says "1987 km" as the list does).
export {
  EARTH_RADIUS_M,
  distanceMeters,
  formatDistance,
  wgs84ToGcj02,
  type LatLng,
} from '@/rules/geo';
