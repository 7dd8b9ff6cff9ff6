// The one ID-card rule (src/rules/id-card.ts): the real-name form shows a typo with it and the
// server refuses the same numbers with it. Only the shape and check digits are verified.
import { isAcceptedIdNumber, maskIdNumber, normalizeIdNumber } from '../../../../src/rules/id-card';

export const normalizeIdCard = normalizeIdNumber;
export const idCardOk = isAcceptedIdNumber;
export const maskIdCard = maskIdNumber;
