/** The Lighthouse that `npm run lighthouse` runs (through npx, fetched on first use). */
export const LIGHTHOUSE = 'lighthouse@12.8.2';
