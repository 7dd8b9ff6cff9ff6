import type { ActivitiesMessages } from './zh-Hant';

export const activitiesZhHans: ActivitiesMessages = {
  time: '时间',
  place: '地点',
  placeToBeAnnounced: '地点待定',
  map: '查看地图',
  distance: '距离你 {distance}',
  locate: '显示与我的距离',
  locationDenied: '未能取得你的位置，可在设置中允许使用位置',
  reminder: '活动提醒',
  reminderSaved: '已设置提醒：{option}',
  reminderOff: '已取消提醒',
  reminderEnded: '活动已结束，无需提醒',
  calendarFile: '加入我的日历（.ics 文件）',
  reminderInFile: '已选择：{option}。浏览器无法自行提醒，请把日历文件加入你的日历',
  empty: '暂时没有活动',
  open: '查看活动：{name}',
  /** The activity zone's share card (issue #20). */
  shareList: '纪念抗战胜利80周年：活动专区，一同参与',
};
