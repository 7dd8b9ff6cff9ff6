import type { StatusTextMessages } from './zh-Hant';

export const statusTextZhHans: StatusTextMessages = {
  status: {
    new: '新建',
    sent: '已发送',
    cancelled: '已取消',
    accepted: '已接受',
    rejected: '已拒绝',
    applying: '申请中',
    applyingReview: '审核中',
    applied: '报名成功',
    signedIn: '已签到',
    signInNotStarted: '签到未开始',
    signInEnded: '签到已结束',
    registrationNotStarted: '报名未开始',
    registrationEnded: '报名已结束',
    registrationFull: '报名已满',
    notStarted: '未开始',
    inProgress: '进行中',
    ended: '已结束',
  },
};
