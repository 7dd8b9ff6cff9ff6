export const statusTextZhHant = {
  status: {
    new: '新建',
    sent: '已發送',
    cancelled: '已取消',
    accepted: '已接受',
    rejected: '已拒絕',
    applying: '申請中',
    applyingReview: '審核中',
    applied: '報名成功',
    signedIn: '已簽到',
    signInNotStarted: '簽到未開始',
    signInEnded: '簽到已結束',
    registrationNotStarted: '報名未開始',
    registrationEnded: '報名已結束',
    registrationFull: '報名已滿',
    notStarted: '未開始',
    inProgress: '進行中',
    ended: '已結束',
  },
};

export type StatusTextMessages = typeof statusTextZhHant;
