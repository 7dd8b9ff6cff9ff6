import type { LayerMessages } from './zh-Hant';

export const layerZhHans: LayerMessages = {
  categories: '展品分类',
  all: '全部',
  exhibits: '展品',
  exhibitsEmpty: '此分类暂时没有展品',
  booths: '展位',
  boothsEmpty: '暂时没有展位',
  booth: '展位 {code}',
};
