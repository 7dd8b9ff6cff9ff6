import type { VoteTabMessages } from './zh-Hant';

export const voteTabZhHans: VoteTabMessages = {
  // The contest tab and work detail (main package) and their share texts (issue #13).
  vote: {
    search: '搜索',
    searchPlaceholder: '输入作品编号或作者姓名',
    groups: '组别',
    votes: '{count} 票',
    number: '编号 {id}',
    author: '作者：{name}',
    visits: '浏览 {count}',
    vote: '投票',
    voteLeft: '投票（今日剩 {count} 票）',
    votedToday: '今日已投',
    noVotesLeft: '今日票数已用完',
    notOpen: '未开始',
    closed: '已结束',
    ownWork: '我的作品',
    voteDone: '投票成功',
    endsIn: '距离投票结束',
    countdown: '{days} 天 {hours} 时 {minutes} 分 {seconds} 秒',
    notStarted: '投票尚未开始',
    startsAt: '投票将于 {date} 开始',
    ended: '投票已结束',
    endedAt: '投票已于 {date} 结束，感谢参与',
    emptyWorks: '这个组别暂时没有作品',
    noMatch: '没有找到相符的作品',
    loginToVote: '登录后即可为作品投票，完成后会回到这件作品',
    shareContest: '标语创作大赛：为你喜爱的标语投票',
  },
};
