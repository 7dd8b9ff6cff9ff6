export const tourZhHant = {
  intro: '走訪五個世遺地點，開啟 AR 體驗完成打卡，即可完成任務獲得積分。',
  progress: '已打卡 {done} / {total}',
  open: '開啟 AR 體驗：{name}',
  openShort: '開啟 AR 體驗',
  checkedIn: '已打卡',
  locate: '顯示與我的距離',
  distance: '距離你 {distance}',
  locationDenied: '未能取得你的位置，可在設定中允許使用位置',
  cameraHint: '將鏡頭對準{name}，即可看到 AR 內容',
  webHint: 'AR 鏡頭體驗請在微信小程序中開啟；這裏先為你展示此地點。',
  close: '關閉',
  missionDone: '已完成 AR 世遺導賞任務，獲得 {points} 積分',
  missionAlready: '你已完成此任務，今次不再獲得積分',
  empty: '暫時沒有導賞地點',
  rules: '導賞規則',
};

export type TourMessages = typeof tourZhHant;
