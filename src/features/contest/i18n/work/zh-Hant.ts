export const workTextZhHant = {
  work: {
    rankNote: '票數相同時，較早達到該票數的作品排名在前',
    rankEmpty: '這個組別暫時沒有上榜作品',
    rankOf: '第 {rank} 名',
    share: '分享作品',
    invite: '邀請好友投票',
    inviteHint: '好友打開你分享的連結並投票，即算一次成功邀請',
    posterDrawing: '正在生成邀請海報',
    posterHint: '長按海報可儲存或分享給好友；點「關閉」返回',
    posterClose: '關閉',
    poster: '邀請海報',
    ownHint: '不能為自己的作品投票，分享給好友，邀請他們投票吧',
    underReview: '作品審核中：通過後才能分享和邀請好友投票',
    notApproved: '作品未通過審核，不能分享或投票',
    shareTitle: '為「{slogan}」投上一票',
    singlePage: '在朋友圈中只能瀏覽作品',
    openFull: '點擊屏幕下方「前往小程序」，即可為這件作品投票',
    notFound: '作品不存在或尚未通過審核',
    picture: '作品圖片 {index}',
    previewHint: '點擊圖片全屏查看',
    fullRank: '查看排行榜',
  },
};

export type WorkTextMessages = typeof workTextZhHant;
