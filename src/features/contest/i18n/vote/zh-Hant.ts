export const voteTabZhHant = {
  // The contest tab and work detail (main package) and their share texts (issue #13).
  vote: {
    search: '搜索',
    searchPlaceholder: '輸入作品編號或作者姓名',
    groups: '組別',
    votes: '{count} 票',
    number: '編號 {id}',
    author: '作者：{name}',
    visits: '瀏覽 {count}',
    vote: '投票',
    voteLeft: '投票（今日剩 {count} 票）',
    votedToday: '今日已投',
    noVotesLeft: '今日票數已用完',
    notOpen: '未開始',
    closed: '已結束',
    ownWork: '我的作品',
    voteDone: '投票成功',
    endsIn: '距離投票結束',
    countdown: '{days} 天 {hours} 時 {minutes} 分 {seconds} 秒',
    notStarted: '投票尚未開始',
    startsAt: '投票將於 {date} 開始',
    ended: '投票已結束',
    endedAt: '投票已於 {date} 結束，感謝參與',
    emptyWorks: '這個組別暫時沒有作品',
    noMatch: '沒有找到相符的作品',
    loginToVote: '登入後即可為作品投票，完成後會回到這件作品',
    shareContest: '標語創作大賽：為你喜愛的標語投票',
  },
};

export type VoteTabMessages = typeof voteTabZhHant;
