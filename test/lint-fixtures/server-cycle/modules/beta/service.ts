import { alphaName } from '../alpha';

export const betaName = (): string => 'beta';
export const loop = (): string => alphaName();
