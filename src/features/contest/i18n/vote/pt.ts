import type { VoteTabMessages } from './zh-Hant';

export const voteTabPt: VoteTabMessages = {
  // The contest tab and work detail (main package) and their share texts (issue #13).
  vote: {
    search: 'Pesquisar',
    searchPlaceholder: 'N.º da obra ou autor',
    groups: 'Categorias',
    votes: '{count} votos',
    number: 'N.º {id}',
    author: 'Autor: {name}',
    visits: '{count} visitas',
    vote: 'Votar',
    voteLeft: 'Votar ({count} hoje)',
    votedToday: 'Já votou hoje',
    noVotesLeft: 'Sem votos hoje',
    notOpen: 'Por abrir',
    closed: 'Encerrada',
    ownWork: 'A sua obra',
    voteDone: 'Voto registado',
    endsIn: 'A votação termina em',
    countdown: '{days} d {hours} h {minutes} min {seconds} s',
    notStarted: 'A votação ainda não abriu',
    startsAt: 'A votação abre a {date}',
    ended: 'A votação terminou',
    endedAt: 'A votação terminou a {date}. Obrigado pela participação',
    emptyWorks: 'Ainda não há obras nesta categoria',
    noMatch: 'Nenhuma obra encontrada',
    loginToVote: 'Inicie sessão para votar; depois volta a esta obra',
    shareContest: 'Concurso de slogans: vote no seu preferido',
  },
};
