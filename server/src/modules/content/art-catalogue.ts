import type { ArtSpec } from './art';

/**
 * Every picture the seed refers to, by slug (served at /exhibition-api/art/<slug>.svg). The
 * pictures show on every language's screen, so they carry no words of one language: a Latin mark
 * (a place, the years, the programme's name) or nothing; the app names them (issue #12).
 */
export const ART: Record<string, ArtSpec> = {
  'ruins-of-st-pauls': {
    // Ruins of St. Paul's
    caption: 'MACAU',
    tagline: '22.197° N · 113.541° E',
    from: '#f4a261',
    to: '#9c6644',
    motif: 'facade',
  },
  'a-ma-temple': {
    // A-Ma Temple
    caption: 'MACAU',
    tagline: '22.186° N · 113.531° E',
    from: '#f7b267',
    to: '#d1495b',
    motif: 'temple',
  },
  'senado-square': {
    // Senado Square
    caption: 'MACAU',
    tagline: '22.194° N · 113.539° E',
    from: '#a8dadc',
    to: '#457b9d',
    motif: 'square',
  },
  'guia-fortress': {
    // Guia Fortress
    caption: 'MACAU',
    tagline: '22.197° N · 113.550° E',
    from: '#90e0ef',
    to: '#0077b6',
    motif: 'fortress',
  },
  'mandarins-house': {
    // Mandarin's House
    caption: 'MACAU',
    tagline: '22.189° N · 113.534° E',
    from: '#ced4da',
    to: '#6c757d',
    motif: 'house',
  },
  'victory-80': {
    // Victory 80th Anniversary
    caption: 'VICTORY 80',
    tagline: '1945 – 2025',
    from: '#c1121f',
    to: '#780000',
    motif: 'medal',
  },
  'peace-dove': {
    // Cherish Peace
    caption: 'PAX',
    tagline: '1945 – 2025',
    from: '#8ecae6',
    to: '#219ebc',
    motif: 'dove',
  },
  'wartime-macau': {
    // Macau in the War Years
    caption: 'MACAU',
    tagline: '1937 – 1945',
    from: '#dda15e',
    to: '#606c38',
    motif: 'book',
  },
  'refugee-relief': {
    // Refugee Relief
    caption: 'MACAU',
    tagline: '1937 – 1945',
    from: '#e9edc9',
    to: '#ccd5ae',
    motif: 'book',
  },
  'exhibition-hall': {
    // Commemorative Exhibition
    caption: 'VICTORY 80',
    tagline: '1945 – 2025',
    from: '#f1faee',
    to: '#a8dadc',
    motif: 'hall',
  },
  'slogan-contest': {
    // Slogan Contest
    caption: 'VICTORY 80',
    tagline: '1945 – 2025',
    from: '#e85d04',
    to: '#9d0208',
    motif: 'slogan',
  },
  'ar-tour': {
    // AR Heritage Tour
    caption: 'AR',
    tagline: 'MACAU',
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
