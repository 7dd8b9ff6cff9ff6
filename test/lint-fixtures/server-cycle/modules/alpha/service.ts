import { betaName } from '../beta';

export const alphaName = (): string => `alpha after ${betaName()}`;
