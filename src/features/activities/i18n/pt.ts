import type { ActivitiesMessages } from './zh-Hant';

export const activitiesPt: ActivitiesMessages = {
  time: 'Horário',
  place: 'Local',
  placeToBeAnnounced: 'Local a anunciar',
  map: 'Ver no mapa',
  distance: 'A {distance} de si',
  locate: 'Mostrar a distância até mim',
  locationDenied: 'Não foi possível obter a sua localização; pode autorizá-la nas definições',
  reminder: 'Lembrete',
  reminderSaved: 'Lembrete definido: {option}',
  reminderOff: 'Lembrete desligado',
  reminderEnded: 'A atividade terminou; não há lembrete',
  calendarFile: 'Adicionar ao meu calendário (ficheiro .ics)',
  reminderInFile:
    'Escolhido: {option}. O navegador não avisa sozinho: adicione o ficheiro ao seu calendário',
  empty: 'Ainda não há atividades',
  open: 'Ver a atividade: {name}',
  /** The activity zone's share card (issue #20). */
  shareList: '80.º aniversário da Vitória: atividades para participar',
};
