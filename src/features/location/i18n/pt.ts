import type { LocationMessages } from './zh-Hant';

export const locationPt: LocationMessages = {
  name: 'Nome',
  address: 'Morada',
  coordinates: 'Coordenadas',
  openMap: 'Ver no mapa',
  openOutside: 'Abrir num sítio de mapas',
  noPlace: 'Não há local para mostrar.',
  choose: 'Escolher no mapa',
  useMine: 'Usar a minha localização atual',
  locationDenied: 'Não foi possível obter a sua localização; pode autorizá-la nas definições',
  latitude: 'Latitude',
  longitude: 'Longitude',
  addressPlaceholder: 'Morada (opcional)',
  confirm: 'Usar este local',
  invalid: 'Indique uma latitude (-90 a 90) e uma longitude (-180 a 180) válidas',
  chosen: 'Local escolhido',
};
