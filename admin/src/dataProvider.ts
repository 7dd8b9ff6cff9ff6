// react-admin's data provider over the operators' API (server/API-admin.md "Lists and rows"):
// {data, total} in the body, PUT with the changed fields only (the server refuses unknown and
// read-only fields), and the moderation and fulfilment actions as POST /<resource>/:id/<action>.
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { call } from './api';
import { changedFields } from './changes';

// The API's rows are whatever each resource holds; react-admin types them per screen.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = any;

function listQuery({ pagination, sort, filter }: Partial<GetListParams>): string {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('perPage', String(Math.min(100, pagination.perPage)));
  }
  if (sort?.field) {
    query.set('sort', sort.field);
    query.set('order', sort.order === 'ASC' ? 'ASC' : 'DESC');
  }
  const kept = Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => value !== '' && value !== undefined),
  );
  if (Object.keys(kept).length) query.set('filter', JSON.stringify(kept));
  return query.toString();
}

const path = (resource: string, id?: Identifier) =>
  id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`;

export interface ConsoleDataProvider extends DataProvider {
  /** POST /<resource>/:id/<action> (approve, reject, ship, cancel, stock...): the row after. */
  act(resource: string, id: Identifier, action: string, body?: object): Promise<{ data: Row }>;
  /** PUT /gifts/:id/stock */
  setStock(id: Identifier, stock: number): Promise<{ data: Row }>;
  dashboard(): Promise<{ data: Dashboard }>;
  /** POST /<resource>/bulk/<action> {ids, ...}: what moved and what was refused, and why. */
  bulk(resource: string, action: string, body: object): Promise<{ data: BulkReport }>;
  /** POST /orders/ship-csv: a preview (dryRun) or the shipping itself. */
  shipCsv(csv: string, dryRun: boolean): Promise<{ data: ShipReport }>;
}

export interface BulkReport {
  done: Identifier[];
  refused: { id: Identifier; code: string; message: string }[];
}

export interface ShipLine {
  line: number;
  orderId: number | null;
  carrier: string;
  trackingNo: string;
  outcome: 'ship' | 'shipped' | 'skipped' | 'refused';
  message?: string;
}

export interface ShipReport {
  dryRun: boolean;
  rows: ShipLine[];
  ship: number;
  shipped: number;
  skipped: number;
  refused: number;
}

export interface Dashboard {
  day: string;
  registrations: number;
  votes: number;
  exchanges: number;
  smsSent: number;
  smsDailyCap: number;
  pendingWorks: number;
  pendingOrders: number;
}

export const dataProvider: ConsoleDataProvider = {
  async getList(resource, params) {
    const body = await call<{ data: Row[]; total: number }>(
      'GET',
      `${path(resource)}?${listQuery(params)}`,
    );
    return { data: body.data, total: body.total };
  },
  async getOne(resource, { id }) {
    return call('GET', path(resource, id));
  },
  async getMany(resource, { ids }) {
    const query = listQuery({ pagination: { page: 1, perPage: 100 }, filter: { id: ids } });
    const body = await call<{ data: Row[] }>('GET', `${path(resource)}?${query}`);
    return { data: body.data };
  },
  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    const query = listQuery({ pagination, sort, filter: { ...filter, [target]: id } });
    const body = await call<{ data: Row[]; total: number }>('GET', `${path(resource)}?${query}`);
    return { data: body.data, total: body.total };
  },
  async create(resource, { data }) {
    const body = await call<{ data: Row; oneTimePassword?: string }>('POST', path(resource), data);
    // A new operator's one-time password is shown once: keep it on the row for the screen.
    return { data: { ...body.data, oneTimePassword: body.oneTimePassword } };
  },
  async update(resource, { id, data, previousData }) {
    return call('PUT', path(resource, id), changedFields(data, previousData));
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => call('PUT', path(resource, id), data)));
    return { data: ids };
  },
  async delete(resource, { id }) {
    return call('DELETE', path(resource, id));
  },
  async deleteMany(resource, { ids }) {
    await Promise.all(ids.map((id) => call('DELETE', path(resource, id))));
    return { data: ids };
  },
  act(resource, id, action, body = {}) {
    return call('POST', `${path(resource, id)}/${action}`, body);
  },
  setStock(id, stock) {
    return call('PUT', `${path('gifts', id)}/stock`, { stock });
  },
  dashboard() {
    return call('GET', '/dashboard');
  },
  bulk(resource, action, body) {
    return call('POST', `${path(resource)}/bulk/${action}`, body);
  },
  shipCsv(csv, dryRun) {
    return call('POST', '/orders/ship-csv', { csv, dryRun });
  },
};
