import type { PointsMessages } from './zh-Hant';

export const pointsPt: PointsMessages = {
  balance: 'Os meus pontos',
  rules: 'Regras dos pontos',
  missions: 'Missões',
  daily: 'Diária',
  once: 'Única',
  reward: '+{points} pontos',
  claim: 'Receber',
  go: 'Ir',
  done: 'Concluída',
  claimOf: 'Receber os pontos de «{name}»',
  goTo: 'Ir cumprir «{name}»',
  earned: 'Ganhou {points} pontos',
  alreadyDone: 'Esta missão já foi cumprida',
  missionsEmpty: 'Ainda não há missões',
  recordsEmpty: 'Ainda não tem movimentos. Cumpra missões para ganhar pontos.',
  balanceAfter: 'Saldo {points}',
  earnedLabel: 'Ganhou',
  spentLabel: 'Gastou',
};
