import type { LocationMessages } from './zh-Hant';

export const locationEn: LocationMessages = {
  name: 'Name',
  address: 'Address',
  coordinates: 'Coordinates',
  openMap: 'View on the map',
  openOutside: 'Open on a map website',
  noPlace: 'There is no place to show.',
  choose: 'Choose on the map',
  useMine: 'Use my current location',
  locationDenied: 'Your location could not be read; you can allow it in the settings',
  latitude: 'Latitude',
  longitude: 'Longitude',
  addressPlaceholder: 'Address (optional)',
  confirm: 'Use this place',
  invalid: 'Enter a valid latitude (-90 to 90) and longitude (-180 to 180)',
  chosen: 'Place chosen',
};
