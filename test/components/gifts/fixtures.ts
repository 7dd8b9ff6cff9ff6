import type { Address } from '@/features/address';
import type { IntegralSpu, IntegralTrade } from '@/features/gifts';

export { paged } from '../points/fixtures';

export const POSTCARD: IntegralSpu = {
  id: 1,
  nameZht: '紀念明信片套裝',
  nameZhs: '纪念明信片套装',
  namePt: 'Conjunto de postais comemorativos',
  nameEn: 'Commemorative postcard set',
  descriptionZht: '<p>八張歷史照片明信片。</p>',
  descriptionPt: '<p>Oito postais com fotografias históricas.</p>',
  cover: 'https://api.example.org/exhibition-api/art/postcards.svg',
  pictures: [
    'https://api.example.org/exhibition-api/art/postcards.svg',
    'https://api.example.org/exhibition-api/art/postcards-2.svg',
  ],
  points: 30,
  stock: 120,
  limitPerUser: 2,
};

export const MEDAL: IntegralSpu = {
  id: 2,
  nameZht: '紀念章',
  nameZhs: '纪念章',
  namePt: 'Medalha comemorativa',
  nameEn: 'Commemorative medal',
  cover: 'https://api.example.org/exhibition-api/art/medal.svg',
  descriptionZht: '',
  pictures: [],
  points: 800,
  stock: 0,
  limitPerUser: 1,
};

export const UMBRELLA: IntegralSpu = {
  id: 3,
  nameZht: '紀念雨傘',
  nameZhs: '纪念雨伞',
  namePt: 'Guarda-chuva comemorativo',
  nameEn: 'Commemorative umbrella',
  cover: 'https://api.example.org/exhibition-api/art/umbrella.svg',
  descriptionZht: '',
  pictures: [],
  points: 1500,
  stock: 40,
  limitPerUser: 0,
};

export const ORDER: IntegralTrade = {
  id: 31,
  spuId: 1,
  spuName: '紀念明信片套裝',
  cover: POSTCARD.cover,
  points: 30,
  quantity: 1,
  status: 'shipped',
  address: {
    contact: '陳大文',
    areaCode: '+853',
    phone: '61234567',
    area: 'taipa',
    addressName: '住宅',
    detailAddress: '氹仔告利雅施利華街1號',
    postcode: '',
  },
  createdAt: '2026-11-20T02:30:00.000Z',
  idempotencyKey: 'seed-order-1',
};

export const HOME: Address = {
  id: 21,
  contact: '陳大文',
  areaCode: '+853',
  phone: '61234567',
  area: 'taipa',
  addressName: '住宅',
  detailAddress: '氹仔告利雅施利華街1號',
  postcode: '',
  isDefault: true,
};

export const OFFICE: Address = {
  id: 22,
  contact: 'Ana Sousa',
  areaCode: '+853',
  phone: '66554433',
  area: 'macau-peninsula',
  addressName: '',
  detailAddress: 'Avenida da Praia Grande 10',
  postcode: '',
  isDefault: false,
};
