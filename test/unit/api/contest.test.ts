import * as contest from '@/features/contest/api';
import { VOTE_ID } from '@/shared/api/fixed-ids';
import { describeCalls } from './harness';

const work = { groupId: 2, title: '和平', slogan: '銘記歷史 珍愛和平', authorName: 'Chan' };

describeCalls('SPEC §7 Contest', contest, [
  {
    name: 'getVotePlayerShare',
    call: () => contest.getVotePlayerShare({ id: 5 }),
    method: 'GET',
    path: '/votePlayer/share?id=5',
  },
  {
    name: 'getVoteApplyPage',
    call: () => contest.getVoteApplyPage({ pageNo: 1 }),
    method: 'GET',
    path: '/votePlayer/public/applyPage?pageNo=1',
  },
  {
    name: 'getVoteRank',
    call: () => contest.getVoteRank({ groupId: 2, pageNo: 1 }),
    method: 'GET',
    path: '/votePlayer/public/rank?groupId=2&pageNo=1',
  },
  {
    name: 'getVotePlayer',
    call: () => contest.getVotePlayer(77),
    method: 'GET',
    path: '/votePlayer/public/detail/77',
  },
  {
    name: 'getVotePlayerPage',
    call: () => contest.getVotePlayerPage({ keyword: '和平' }),
    method: 'GET',
    path: '/votePlayer/public/page?keyword=%E5%92%8C%E5%B9%B3',
  },
  {
    name: 'signUpWork',
    call: () => contest.signUpWork(work),
    method: 'POST',
    path: '/votePlayer',
    data: work,
  },
  {
    name: 'castVote',
    call: () => contest.castVote({ playerId: 77 }),
    method: 'POST',
    path: '/voteRecord',
    data: { playerId: 77 },
  },
  {
    name: 'getVoteGroups',
    call: () => contest.getVoteGroups(),
    method: 'GET',
    path: `/vote/getGroupByVoteId/${VOTE_ID}`,
  },
  {
    name: 'recordVoteVisit',
    call: () => contest.recordVoteVisit(),
    method: 'GET',
    path: `/vote/updateVisit/${VOTE_ID}`,
  },
  {
    name: 'getVoteInfo',
    call: () => contest.getVoteInfo(),
    method: 'GET',
    path: `/vote/${VOTE_ID}`,
  },
  {
    name: 'findVotePlayer',
    call: () => contest.findVotePlayer(12),
    method: 'GET',
    path: '/votePlayer/public/detail/12',
  },
  {
    name: 'countVotePlayerShare',
    call: () => contest.countVotePlayerShare(5),
    method: 'GET',
    path: '/votePlayer/share?id=5',
  },
  {
    name: 'getArSitePage',
    call: () => contest.getArSitePage({ pageNo: 1, pageSize: 20 }),
    method: 'GET',
    path: '/arParam/page?pageNo=1&pageSize=20',
  },
]);
