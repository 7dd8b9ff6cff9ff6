// Issue #11: the share mission is the server's to see, so its words say what completes it.
//
// "Share a work" was completed by any call of GET /votePlayer/share, shared or not. It is now
// completed for the sharer when a visitor not yet credited to anyone in the contest votes through
// the sharer's link (POST /voteRecord with `inviterId`), once a Macau day (server/API.md
// "Invitation"). Its description promised the old act; it states the new one.
export const shareMission = `
UPDATE missions SET
  description_zht = '好友經您分享的作品連結首次投票時完成，每天一次。',
  description_zhs = '好友经您分享的作品链接首次投票时完成，每天一次。',
  description_pt = 'Concluída quando um amigo vota pela primeira vez através de uma obra que partilhou; uma vez por dia.',
  description_en = 'Completed when a friend first votes through a work you shared; once a day.'
WHERE trigger = 'share';
`;
