// What other domains may use of the location pickers (design.md: through this index only).
export { getUserPosition, placeQuery, type PlaceQuery } from './position';
export { isWeapp, platform } from './platform';
