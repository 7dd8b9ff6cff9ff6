import type { ExhibitionMessages } from './zh-Hant';

export const exhibitionPt: ExhibitionMessages = {
  galleryTitle: 'Peças em exposição',
  galleryEmpty: 'Ainda não há peças em exposição',
  quizTitle: 'Questionário com prémios',
  quizIntro:
    '{count} perguntas; acerte {passMark} ou mais para cumprir a missão e ganhar {points} pontos.',
  quizDone: 'Já cumpriu a missão do questionário; voltar a responder não dá mais pontos.',
  quizLogin: 'Inicie sessão para responder ao questionário',
  start: 'Começar',
  again: 'Responder de novo',
  progress: 'Pergunta {index} de {total}',
  previous: 'Anterior',
  next: 'Seguinte',
  submit: 'Enviar respostas',
  unanswered: 'Faltam {count} respostas',
  passed: 'Parabéns! Acertou {correct} de {total}',
  failed: 'Acertou {correct} de {total}; são precisas {passMark} para passar',
  pointsAwarded: 'Ganhou {points} pontos',
  alreadyCredited: 'Já tinha cumprido esta missão; desta vez não há pontos',
  yourAnswer: 'A sua resposta: {answer}',
  rightAnswer: 'Resposta certa: {answer}',
  noAnswer: 'Sem resposta',
  right: 'Certa',
  wrong: 'Errada',
  expired: 'O tempo acabou ou as respostas já foram enviadas; comece de novo.',
  tooMany: 'Atingiu o limite de tentativas de hoje; volte amanhã',
};
