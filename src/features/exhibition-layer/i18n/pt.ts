import type { LayerMessages } from './zh-Hant';

export const layerPt: LayerMessages = {
  categories: 'Categorias de peças',
  all: 'Todas',
  exhibits: 'Peças',
  exhibitsEmpty: 'Ainda não há peças nesta categoria',
  booths: 'Stands',
  boothsEmpty: 'Ainda não há stands',
  booth: 'Stand {code}',
};
