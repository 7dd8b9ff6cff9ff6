import type { StatusTextMessages } from './zh-Hant';

export const statusTextPt: StatusTextMessages = {
  status: {
    new: 'Novo',
    sent: 'Enviado',
    cancelled: 'Cancelado',
    accepted: 'Aceite',
    rejected: 'Rejeitado',
    applying: 'Candidatura em curso',
    applyingReview: 'Em análise',
    applied: 'Inscrição confirmada',
    signedIn: 'Presença registada',
    signInNotStarted: 'O registo de presença ainda não começou',
    signInEnded: 'O registo de presença terminou',
    registrationNotStarted: 'As inscrições ainda não abriram',
    registrationEnded: 'As inscrições terminaram',
    registrationFull: 'Inscrições esgotadas',
    notStarted: 'Por iniciar',
    inProgress: 'Em curso',
    ended: 'Terminado',
  },
};
