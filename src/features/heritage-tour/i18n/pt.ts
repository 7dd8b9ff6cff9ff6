import type { TourMessages } from './zh-Hant';

export const tourPt: TourMessages = {
  intro:
    'Visite os cinco locais do património e abra a experiência RA em cada um para cumprir a missão e ganhar pontos.',
  progress: '{done} de {total} locais visitados',
  open: 'Abrir a experiência RA: {name}',
  openShort: 'Abrir a experiência RA',
  checkedIn: 'Visitado',
  locate: 'Mostrar a distância até mim',
  distance: 'A {distance} de si',
  locationDenied: 'Não foi possível obter a sua localização; pode autorizá-la nas definições',
  cameraHint: 'Aponte a câmara para {name} para ver o conteúdo RA',
  webHint: 'A câmara RA abre-se no mini-programa do WeChat; aqui mostramos-lhe o local.',
  close: 'Fechar',
  missionDone: 'Roteiro RA concluído: ganhou {points} pontos',
  missionAlready: 'Já tinha cumprido esta missão; desta vez não há pontos',
  empty: 'Ainda não há locais no roteiro',
  rules: 'Regras do roteiro',
};
