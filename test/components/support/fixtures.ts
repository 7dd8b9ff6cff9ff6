/** The country list of the seed, trimmed: the area code picker and the region field read it. */
export const COUNTRIES = [
  { id: 1, areaCode: '+853', iso: 'MO', nameZht: '中國澳門', nameEn: 'Macao, China' },
  { id: 2, areaCode: '+852', iso: 'HK', nameZht: '中國香港', nameEn: 'Hong Kong, China' },
  { id: 3, areaCode: '+351', iso: 'PT', nameZht: '葡萄牙', namePt: 'Portugal', nameEn: 'Portugal' },
];
