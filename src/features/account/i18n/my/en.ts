import type { MyTabMessages } from './zh-Hant';

export const myTabEn: MyTabMessages = {
  my: {
    guestTitle: 'Welcome to the commemorative programme',
    points: 'Points',
    badges: 'Badges',
    sectionPoints: 'Points and gifts',
    sectionTakePart: 'Taking part',
    sectionAccount: 'Account and settings',
    editInfo: 'Edit details',
  },
  field: {
    phone: 'Mobile number',
    name: 'Name',
    username: 'Username',
    title: 'Title',
    gender: 'Gender',
    email: 'Email',
    region: 'Region',
    memberType: 'Member type',
    timeZone: 'Time zone',
    language: 'Language',
    notSet: 'Not provided',
  },
  gender: {
    male: 'Male',
    female: 'Female',
  },
};
