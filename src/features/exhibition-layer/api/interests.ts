import { del, get, post } from '@/shared/api/http';
import type { BusinessCard, LooseBody } from '../types';
import type { Id } from '@/shared/api/types';

// SPEC §7: the exhibit attention calls are form-encoded with spuId; the exhibitor ones take JSON.

export const attentionSpu = (spuId: Id) =>
  post('/crm/exhibitsInterest/attentionSpu', { spuId }, { form: true });
export const cancelAttention = (spuId: Id) =>
  del('/crm/exhibitsInterest/cancelAttention', { spuId }, { form: true });

export const addExhibitorInterest = (body: LooseBody) => post('/crm/exhibitorsInterest', body);
export const removeExhibitorInterest = (body: LooseBody) => del('/crm/exhibitorsInterest', body);

export const changeBusinessCard = (query: LooseBody) =>
  get<BusinessCard>('/crm/businessCards/changeCard', query);
