import type { ArtSpec } from './art';

/**
 * Every picture the seed refers to, by slug (served at /exhibition-api/art/<slug>.svg). The
 * pictures show on every language's screen, so they carry no words (art.ts); the app names them
 * (issues #12, #14).
 */
export const ART: Record<string, ArtSpec> = {
  'ruins-of-st-pauls': {
    // Ruins of St. Paul's
    from: '#f4a261',
    to: '#9c6644',
    motif: 'facade',
  },
  'a-ma-temple': {
    // A-Ma Temple
    from: '#f7b267',
    to: '#d1495b',
    motif: 'temple',
  },
  'senado-square': {
    // Senado Square
    from: '#a8dadc',
    to: '#457b9d',
    motif: 'square',
  },
  'guia-fortress': {
    // Guia Fortress
    from: '#90e0ef',
    to: '#0077b6',
    motif: 'fortress',
  },
  'mandarins-house': {
    // Mandarin's House
    from: '#ced4da',
    to: '#6c757d',
    motif: 'house',
  },
  'victory-80': {
    // Victory 80th Anniversary
    from: '#c1121f',
    to: '#780000',
    motif: 'medal',
  },
  'peace-dove': {
    // Cherish Peace
    from: '#8ecae6',
    to: '#219ebc',
    motif: 'dove',
  },
  'wartime-macau': {
    // Macau in the War Years
    from: '#dda15e',
    to: '#606c38',
    motif: 'book',
  },
  'refugee-relief': {
    // Refugee Relief
    from: '#e9edc9',
    to: '#ccd5ae',
    motif: 'book',
  },
  'exhibition-hall': {
    // Commemorative Exhibition
    from: '#f1faee',
    to: '#a8dadc',
    motif: 'hall',
  },
  'slogan-contest': {
    // Slogan Contest
    from: '#e85d04',
    to: '#9d0208',
    motif: 'slogan',
  },
  'ar-tour': {
    // AR Heritage Tour
    from: '#2a9d8f',
    to: '#264653',
    motif: 'pin',
  },
  'gift-tote': {
    // Heritage Tote Bag
    from: '#ffe8d6',
    to: '#cb997e',
    motif: 'gift',
  },
  'gift-bookmarks': {
    // Bookmark Set
    from: '#fefae0',
    to: '#dda15e',
    motif: 'book',
  },
  'gift-pin': {
    // Enamel Pin
    from: '#fcd5ce',
    to: '#c1121f',
    motif: 'medal',
  },
  'gift-postcards': {
    // Heritage Postcards
    from: '#bde0fe',
    to: '#a2d2ff',
    motif: 'square',
  },
  'gift-notebook': {
    // History Notebook
    from: '#e9c46a',
    to: '#2a9d8f',
    motif: 'book',
  },
  'gift-umbrella': {
    // Peace Umbrella
    from: '#caf0f8',
    to: '#48cae4',
    motif: 'dove',
  },
  'badge-explorer': {
    // Heritage Explorer
    from: '#2a9d8f',
    to: '#1b4332',
    motif: 'star',
  },
  'badge-voter': {
    // Keen Voter
    from: '#f77f00',
    to: '#d62828',
    motif: 'star',
  },
  'badge-writer': {
    // Slogan Writer
    from: '#9d4edd',
    to: '#5a189a',
    motif: 'star',
  },
  'badge-collector': {
    // Points Collector
    from: '#ffd166',
    to: '#ef476f',
    motif: 'star',
  },
  'badge-newcomer': {
    // Newcomer
    from: '#8ecae6',
    to: '#023047',
    motif: 'star',
  },
  'badge-exchanger': {
    // Gift Exchanger
    from: '#06d6a0',
    to: '#118ab2',
    motif: 'star',
  },
  'badge-locked': {
    // Not yet earned
    from: '#dee2e6',
    to: '#868e96',
    motif: 'star',
  },
};

export const artUrl = (slug: string) => `/exhibition-api/art/${slug}.svg`;
