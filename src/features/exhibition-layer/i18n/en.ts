import type { LayerMessages } from './zh-Hant';

export const layerEn: LayerMessages = {
  categories: 'Exhibit categories',
  all: 'All',
  exhibits: 'Exhibits',
  exhibitsEmpty: 'No exhibits in this category yet',
  booths: 'Booths',
  boothsEmpty: 'No booths yet',
  booth: 'Booth {code}',
};
