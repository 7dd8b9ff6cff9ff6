export const locationZhHant = {
  name: '名稱',
  address: '地址',
  coordinates: '座標',
  openMap: '在地圖中查看',
  openOutside: '在地圖網站開啟',
  noPlace: '沒有可顯示的位置。',
  choose: '在地圖上選擇位置',
  useMine: '使用我目前的位置',
  locationDenied: '未能取得你的位置，可在設定中允許使用位置',
  latitude: '緯度',
  longitude: '經度',
  addressPlaceholder: '輸入地址（選填）',
  confirm: '使用此位置',
  invalid: '請輸入有效的緯度（-90 至 90）及經度（-180 至 180）',
  chosen: '已選擇位置',
};

export type LocationMessages = typeof locationZhHant;
