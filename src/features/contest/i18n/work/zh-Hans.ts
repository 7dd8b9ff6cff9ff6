import type { WorkTextMessages } from './zh-Hant';

export const workTextZhHans: WorkTextMessages = {
  work: {
    rankNote: '票数相同时，较早达到该票数的作品排名在前',
    rankEmpty: '这个组别暂时没有上榜作品',
    rankOf: '第 {rank} 名',
    share: '分享作品',
    invite: '邀请好友投票',
    inviteHint: '好友打开你分享的链接并投票，即算一次成功邀请',
    posterDrawing: '正在生成邀请海报',
    posterHint: '长按海报可保存或分享给好友；点“关闭”返回',
    posterClose: '关闭',
    poster: '邀请海报',
    ownHint: '不能为自己的作品投票，分享给好友，邀请他们投票吧',
    underReview: '作品审核中：通过后才能分享和邀请好友投票',
    notApproved: '作品未通过审核，不能分享或投票',
    shareTitle: '为「{slogan}」投上一票',
    singlePage: '在朋友圈中只能浏览作品',
    openFull: '点击屏幕下方「前往小程序」，即可为这件作品投票',
    notFound: '作品不存在或尚未通过审核',
    picture: '作品图片 {index}',
    previewHint: '点击图片全屏查看',
    fullRank: '查看排行榜',
  },
};
