import { first } from './first';

export const second = () => (first.length > 0 ? 0 : 1);
