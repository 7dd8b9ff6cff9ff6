export const activitiesZhHant = {
  time: '時間',
  place: '地點',
  placeToBeAnnounced: '地點待定',
  map: '查看地圖',
  distance: '距離你 {distance}',
  locate: '顯示與我的距離',
  locationDenied: '未能取得你的位置，可在設定中允許使用位置',
  reminder: '活動提醒',
  reminderSaved: '已設定提醒：{option}',
  reminderOff: '已取消提醒',
  reminderEnded: '活動已結束，無需提醒',
  calendarFile: '加入我的日曆（.ics 檔案）',
  reminderInFile: '已選擇：{option}。瀏覽器無法自行提醒，請把日曆檔案加入你的日曆',
  empty: '暫時沒有活動',
  open: '查看活動：{name}',
  /** The activity zone's share card (issue #20). */
  shareList: '紀念抗戰勝利80週年：活動專區，一同參與',
};

export type ActivitiesMessages = typeof activitiesZhHant;
