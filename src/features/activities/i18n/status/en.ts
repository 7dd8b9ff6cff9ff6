import type { StatusTextMessages } from './zh-Hant';

export const statusTextEn: StatusTextMessages = {
  status: {
    new: 'New',
    sent: 'Sent',
    cancelled: 'Cancelled',
    accepted: 'Accepted',
    rejected: 'Rejected',
    applying: 'Applying',
    applyingReview: 'Under review',
    applied: 'Applied successfully',
    signedIn: 'Signed in',
    signInNotStarted: 'Sign-in not started',
    signInEnded: 'Sign-in ended',
    registrationNotStarted: 'Registration not started',
    registrationEnded: 'Registration ended',
    registrationFull: 'Registration full',
    notStarted: 'Not started',
    inProgress: 'In progress',
    ended: 'Ended',
  },
};
