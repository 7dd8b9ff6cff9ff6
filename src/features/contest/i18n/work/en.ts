import type { WorkTextMessages } from './zh-Hant';

export const workTextEn: WorkTextMessages = {
  work: {
    rankNote: 'On equal votes, the work that reached that count first ranks higher',
    rankEmpty: 'No ranked works in this category yet',
    rankOf: 'Rank {rank}',
    share: 'Share this work',
    invite: 'Invite friends to vote',
    inviteHint: 'When a friend opens your link and votes, it counts as one invitation',
    posterDrawing: 'Drawing your invitation poster',
    posterHint: 'Touch and hold the poster to save or share it; tap Close to go back',
    posterClose: 'Close',
    poster: 'Invitation poster',
    ownHint: "You can't vote for your own work: share it and invite friends to vote",
    underReview:
      'This work is under review: you can share it and invite friends to vote once it is approved',
    notApproved: 'This work was not approved: it cannot be shared or voted for',
    shareTitle: 'Vote for "{slogan}"',
    singlePage: 'In Moments you can only view the work',
    openFull: 'Tap "Open mini-program" at the bottom of the screen to vote for this work',
    notFound: 'This work does not exist or has not been approved yet',
    picture: 'Picture {index} of the work',
    previewHint: 'Tap a picture to see it full screen',
    fullRank: 'See the ranking',
  },
};
