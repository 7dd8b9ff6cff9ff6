import type { LocationMessages } from './zh-Hant';

export const locationZhHans: LocationMessages = {
  name: '名称',
  address: '地址',
  coordinates: '坐标',
  openMap: '在地图中查看',
  openOutside: '在地图网站打开',
  noPlace: '没有可显示的位置。',
  choose: '在地图上选择位置',
  useMine: '使用我当前的位置',
  locationDenied: '未能取得你的位置，可在设置中允许使用位置',
  latitude: '纬度',
  longitude: '经度',
  addressPlaceholder: '输入地址（选填）',
  confirm: '使用此位置',
  invalid: '请输入有效的纬度（-90 至 90）及经度（-180 至 180）',
  chosen: '已选择位置',
};
