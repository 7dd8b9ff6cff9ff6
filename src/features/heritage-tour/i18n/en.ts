import type { TourMessages } from './zh-Hant';

export const tourEn: TourMessages = {
  intro:
    'Visit the five heritage sites and open the AR experience at each to complete the mission and earn points.',
  progress: '{done} of {total} sites checked in',
  open: 'Open the AR experience: {name}',
  openShort: 'Open the AR experience',
  checkedIn: 'Checked in',
  locate: 'Show how far they are from me',
  distance: '{distance} from you',
  locationDenied: 'Your location could not be read; you can allow it in the settings',
  cameraHint: 'Point the camera at {name} to see the AR content',
  webHint: 'The AR camera opens in the WeChat mini-program; here is the site meanwhile.',
  close: 'Close',
  missionDone: 'AR heritage tour completed: you earned {points} points',
  missionAlready: 'You completed this mission before, so no points this time',
  empty: 'No tour sites yet',
  rules: 'Tour rules',
};
