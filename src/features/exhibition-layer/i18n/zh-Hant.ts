export const layerZhHant = {
  categories: '展品分類',
  all: '全部',
  exhibits: '展品',
  exhibitsEmpty: '此分類暫時沒有展品',
  booths: '展位',
  boothsEmpty: '暫時沒有展位',
  booth: '展位 {code}',
};

export type LayerMessages = typeof layerZhHant;
