import type { PlaceQuery } from './position';

/**
 * A link out to a map site for H5, which has no map key: OpenStreetMap needs none. With
 * coordinates it pins the spot; with an address only it searches for it.
 */
export function mapLink(place: PlaceQuery): string | undefined {
  const { latitude, longitude } = place;
  if (Number.isFinite(latitude) && Number.isFinite(longitude)) {
    const lat = (latitude as number).toFixed(6);
    const lng = (longitude as number).toFixed(6);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  }
  const query = place.address || place.name;
  return query
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
    : undefined;
}

export function validCoordinates(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** Where the chosen place waits for the page that asked for it (read once, then removed). */
export const CHOSEN_LOCATION_KEY = 'chosenLocation';
