import type { VoteTabMessages } from './zh-Hant';

export const voteTabEn: VoteTabMessages = {
  // The contest tab and work detail (main package) and their share texts (issue #13).
  vote: {
    search: 'Search',
    searchPlaceholder: 'Work no. or author',
    groups: 'Categories',
    votes: '{count} votes',
    number: 'No. {id}',
    author: 'By {name}',
    visits: '{count} visits',
    vote: 'Vote',
    voteLeft: 'Vote ({count} left today)',
    votedToday: 'Voted today',
    noVotesLeft: 'No votes left today',
    notOpen: 'Not open',
    closed: 'Closed',
    ownWork: 'Your work',
    voteDone: 'Vote counted',
    endsIn: 'Voting ends in',
    countdown: '{days} d {hours} h {minutes} min {seconds} s',
    notStarted: 'Voting has not opened yet',
    startsAt: 'Voting opens on {date}',
    ended: 'Voting has ended',
    endedAt: 'Voting ended on {date}. Thank you for taking part',
    emptyWorks: 'No works in this category yet',
    noMatch: 'No works match your search',
    loginToVote: 'Log in to vote; you will come back to this work',
    shareContest: 'Slogan contest: vote for your favourite',
  },
};
