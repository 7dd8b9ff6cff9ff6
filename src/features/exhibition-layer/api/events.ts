import { del, get, post, put, segment } from '@/shared/api/http';
import type { AuditStatus, EventInfo, LooseBody } from '../types';
import type { Id, Paged, PageQuery } from '@/shared/api/types';

/** SPEC §4: 1 approves, 2 rejects (with a remark). */
export const AUDIT_APPROVED = 1;
export const AUDIT_REJECTED = 2;

export interface AuditQuery {
  id: Id;
  auditStatus: AuditStatus;
  remark?: string;
}

export interface EnableQuery {
  id: Id;
  enable: boolean;
}

// Events and company events share their audit and enable calls; only the root differs.
function auditCalls(root: string) {
  // SPEC §7: audit status travels as query parameters.
  const updateAuditStatus = (query: AuditQuery) =>
    put(`${root}/updateAuditStatus`, undefined, { query });
  return {
    updateAuditStatus,
    approve: (id: Id) => updateAuditStatus({ id, auditStatus: AUDIT_APPROVED }),
    reject: (id: Id, remark: string) =>
      updateAuditStatus({ id, auditStatus: AUDIT_REJECTED, remark }),
    updateEnable: (query: EnableQuery) => put(`${root}/updateEnable`, undefined, { query }),
  };
}

const EVENT_ROOT = '/acc/eventInfo';
const COMPANY_EVENT_ROOT = '/acc/eventInfoCompany';
const eventAudit = auditCalls(EVENT_ROOT);
const companyAudit = auditCalls(COMPANY_EVENT_ROOT);

export const createMeeting = (body: LooseBody) =>
  post<EventInfo>(`${EVENT_ROOT}/createMeeting`, body);
export const makeTalk = (body: LooseBody) => post<EventInfo>(`${EVENT_ROOT}/makeTalk`, body);
export const getEventPage = (query?: PageQuery & LooseBody) =>
  get<Paged<EventInfo>>(`${EVENT_ROOT}/page`, query);
export const getEvent = (id: Id) => get<EventInfo>(`${EVENT_ROOT}/${segment(id)}`);
/** Body is the list of ids to delete. */
export const deleteEvents = (ids: Id[]) => del(EVENT_ROOT, ids);
export const getEventParticipants = (query: { id: Id } & LooseBody) =>
  get<LooseBody[]>(`${EVENT_ROOT}/getParticipate`, query);
export const transmitEvent = (body: LooseBody) => post(`${EVENT_ROOT}/transmit`, body);
export const updateEventAuditStatus = eventAudit.updateAuditStatus;
export const approveEvent = eventAudit.approve;
export const rejectEvent = eventAudit.reject;
export const updateEventEnable = eventAudit.updateEnable;

export const getCompanyEventPage = (query?: PageQuery & LooseBody) =>
  get<Paged<EventInfo>>(`${COMPANY_EVENT_ROOT}/page`, query);
export const getCompanyEvent = (id: Id) => get<EventInfo>(`${COMPANY_EVENT_ROOT}/${segment(id)}`);
export const updateCompanyEventAuditStatus = companyAudit.updateAuditStatus;
export const approveCompanyEvent = companyAudit.approve;
export const rejectCompanyEvent = companyAudit.reject;
export const updateCompanyEventEnable = companyAudit.updateEnable;
