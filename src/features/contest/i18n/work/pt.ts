import type { WorkTextMessages } from './zh-Hant';

export const workTextPt: WorkTextMessages = {
  work: {
    rankNote: 'Com votos iguais, fica à frente a obra que chegou primeiro a esse número',
    rankEmpty: 'Ainda não há obras classificadas nesta categoria',
    rankOf: '{rank}.º lugar',
    share: 'Partilhar obra',
    invite: 'Convidar amigos a votar',
    inviteHint: 'Quando um amigo abre o seu link e vota, conta como um convite',
    posterDrawing: 'A preparar o cartaz do convite',
    posterHint:
      'Toque sem soltar no cartaz para o guardar ou partilhar; toque em «Fechar» para voltar',
    posterClose: 'Fechar',
    poster: 'Cartaz do convite',
    ownHint: 'Não pode votar na sua própria obra: partilhe-a e convide amigos a votar',
    underReview:
      'A obra está em revisão: pode partilhá-la e convidar amigos a votar depois de aprovada',
    notApproved: 'A obra não foi aprovada: não pode ser partilhada nem votada',
    shareTitle: 'Vote em «{slogan}»',
    singlePage: 'No Momentos só pode ver a obra',
    openFull: 'Toque em «Abrir o mini-programa» no fundo do ecrã para votar nesta obra',
    notFound: 'A obra não existe ou ainda não foi aprovada',
    picture: 'Imagem {index} da obra',
    previewHint: 'Toque numa imagem para a ver em ecrã inteiro',
    fullRank: 'Ver classificação',
  },
};
