import type { TourMessages } from './zh-Hant';

export const tourZhHans: TourMessages = {
  intro: '走访五个世遗地点，开启 AR 体验完成打卡，即可完成任务获得积分。',
  progress: '已打卡 {done} / {total}',
  open: '开启 AR 体验：{name}',
  openShort: '开启 AR 体验',
  checkedIn: '已打卡',
  locate: '显示与我的距离',
  distance: '距离你 {distance}',
  locationDenied: '未能取得你的位置，可在设置中允许使用位置',
  cameraHint: '将镜头对准{name}，即可看到 AR 内容',
  webHint: 'AR 镜头体验请在微信小程序中开启；这里先为你展示此地点。',
  close: '关闭',
  missionDone: '已完成 AR 世遗导赏任务，获得 {points} 积分',
  missionAlready: '你已完成此任务，这次不再获得积分',
  empty: '暂时没有导赏地点',
  rules: '导赏规则',
};
