import type { ActivitiesMessages } from './zh-Hant';

export const activitiesEn: ActivitiesMessages = {
  time: 'Time',
  place: 'Place',
  placeToBeAnnounced: 'Place to be announced',
  map: 'View on the map',
  distance: '{distance} from you',
  locate: 'Show how far it is from me',
  locationDenied: 'Your location could not be read; you can allow it in the settings',
  reminder: 'Reminder',
  reminderSaved: 'Reminder set: {option}',
  reminderOff: 'Reminder turned off',
  reminderEnded: 'The activity has ended; no reminder needed',
  calendarFile: 'Add to my calendar (.ics file)',
  reminderInFile:
    'Chosen: {option}. A browser cannot remind you itself: add the calendar file to your calendar',
  empty: 'No activities yet',
  open: 'Open the activity: {name}',
  /** The activity zone's share card (issue #20). */
  shareList: '80th anniversary of the Victory: activities to join',
};
