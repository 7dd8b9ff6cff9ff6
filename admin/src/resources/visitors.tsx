// Visitors, read only (issue #29, server/API-admin.md "visitors"): found by phone, name or id for
// a complaint ("my gift never came"), with their orders, works and points ledger. The phone in
// full only with visitors:phone; the server writes every look at a visitor to the audit log.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../dates';
import { StatusChip } from '../inputs';
import { Datagrid } from '../lists';
import { LocalizedField } from '../localized';

const phoneOf = (visitor: Record<string, unknown>) =>
  visitor.phone ? `${visitor.areaCode ?? ''} ${visitor.phone}` : '';

function FindFirst() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  if (filterValues.q) return null;
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('admin.visitors.find_first')}
    </Typography>
  );
}

export function VisitorList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('admin.visitors.search')}
        />,
      ]}
      exporter={false}
      empty={false}
    >
      <FindFirst />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="showName" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField source="phone" sortable={false} render={phoneOf} />
        <NumberField source="points" sortable={false} />
        <DateField source="createdAt" showTime sortable={false} />
        <DateField source="deletedAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

const orderStatus = { pending: 'order_pending' } as Record<string, string>;

export function VisitorShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="showName" />
        <TextField source="name" />
        <FunctionField source="phone" render={phoneOf} />
        <TextField source="email" emptyText="—" />
        <NumberField source="points" />
        <DateField source="createdAt" showTime />
        <DateField source="deletedAt" showTime emptyText="—" />
        <ArrayField source="orders">
          <Scroll>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<None />}>
              <TextField source="id" label="resources.orders.fields.id" />
              <TextField source="giftName" label="resources.orders.fields.giftName" />
              <NumberField source="totalPoints" label="resources.orders.fields.totalPoints" />
              <FunctionField
                label="resources.orders.fields.status"
                render={(order) =>
                  translate(`admin.status.${orderStatus[order.status] ?? order.status}`)
                }
              />
              <TextField source="carrier" label="resources.orders.fields.carrier" />
              <TextField source="trackingNo" label="resources.orders.fields.trackingNo" />
              <DateField source="createdAt" showTime label="resources.orders.fields.createdAt" />
              <DateField source="shippedAt" showTime label="resources.orders.fields.shippedAt" />
            </Datagrid>
          </Scroll>
        </ArrayField>
        <ArrayField source="works">
          <Scroll>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<None />}>
              <TextField source="id" label="resources.works.fields.id" />
              <TextField source="titleZht" label="resources.works.fields.titleZht" />
              <TextField source="groupName" label="resources.works.fields.groupName" />
              <StatusChip label="resources.works.fields.status" />
              <NumberField source="votes" label="resources.works.fields.votes" />
            </Datagrid>
          </Scroll>
        </ArrayField>
        <ArrayField source="ledger">
          <Scroll>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<None />}>
              <DateField source="createdAt" showTime label="admin.visitors.when" />
              <NumberField source="amount" label="admin.visitors.amount" />
              <NumberField source="balanceAfter" label="admin.visitors.balance" />
              <LocalizedField source="reasonZht" label="admin.visitors.reason" />
            </Datagrid>
          </Scroll>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

function None() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('admin.visitors.none')}</Typography>;
}

/** A table as wide as it needs, scrolled sideways on a phone rather than widening the page. */
function Scroll({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>;
}
