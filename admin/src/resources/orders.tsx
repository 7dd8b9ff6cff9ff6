// Exchange orders (issue #23, fulfilment): ship with a carrier and tracking number (the visitor's
// order detail shows them), mark delivered, cancel with the points returned and the stock restored.
// Issue #29: the status as tabs, a date range, the export as filtered, and shipping from the
// export filled in (ship-csv.tsx).
import CancelIcon from '@mui/icons-material/Cancel';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Stack } from '@mui/material';
import {
  FunctionField,
  List,
  NumberField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DateField } from '../dates';
import { Datagrid } from '../lists';
import { RowAction } from '../actions';
import { CardList, NOWRAP_HEAD, useNarrow } from '../cards';
import { FilteredCsv, StatusTabs, dateRange } from '../filters';
import { StatusChip } from '../inputs';
import { ShipByCsv } from '../ship-csv';

const STATUSES = [
  { id: 'pending', name: 'admin.status.order_pending' },
  { id: 'shipped', name: 'admin.status.shipped' },
  { id: 'completed', name: 'admin.status.completed' },
  { id: 'cancelled', name: 'admin.status.cancelled' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn />, ...dateRange()];

function OrderListActions() {
  const { canAccess: fulfil } = useCanAccess({ resource: 'orders', action: 'fulfil' });
  const { canAccess: exports } = useCanAccess({ resource: 'exports', action: 'orders' });
  return (
    // Wraps on a phone: the two buttons side by side are wider than 390 px.
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {exports ? (
        <FilteredCsv
          path="/exports/orders.csv"
          query={(filter) => ({
            status: filter.status || 'all',
            from: filter.from,
            to: filter.to,
            q: filter.q,
          })}
        />
      ) : null}
      {fulfil ? <ShipByCsv /> : null}
    </TopToolbar>
  );
}

function OrderActions() {
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'fulfil' });
  if (!canAccess) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <RowAction
        action="ship"
        label="admin.orders.ship"
        icon={<LocalShippingIcon />}
        done="admin.orders.shipped"
        ask={[
          { name: 'carrier', label: 'admin.orders.carrier', required: true, maxLength: 60 },
          { name: 'trackingNo', label: 'admin.orders.tracking', required: true, maxLength: 60 },
        ]}
        when={(order) => order.status === 'pending'}
      />
      <RowAction
        action="deliver"
        label="admin.orders.deliver"
        icon={<DoneAllIcon />}
        done="admin.orders.delivered"
        when={(order) => order.status === 'shipped'}
      />
      <RowAction
        action="cancel"
        label="admin.orders.cancel"
        icon={<CancelIcon />}
        done="admin.orders.cancelled"
        confirm="admin.orders.cancel_confirm"
        when={(order) => order.status === 'pending' || order.status === 'shipped'}
      />
    </Stack>
  );
}

const address = (order: Record<string, unknown>) =>
  [order.areaName ?? order.area, order.detailAddress, order.postcode].filter(Boolean).join(' ');

export function OrderList() {
  const narrow = useNarrow();
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<OrderListActions />}
      exporter={false}
    >
      <StatusTabs choices={STATUSES} />
      {narrow ? (
        <CardList
          title={(order) => `#${order.id} ${order.giftName ?? ''} × ${order.quantity ?? 1}`}
          lines={(order) => [
            translate(
              `admin.status.${order.status === 'pending' ? 'order_pending' : order.status}`,
            ),
            `${order.contact ?? ''} ${order.areaCode ?? ''} ${order.phone ?? ''}`,
            address(order),
            order.trackingNo ? `${order.carrier} ${order.trackingNo}` : '',
          ]}
          actions={<OrderActions />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} sx={NOWRAP_HEAD}>
          <TextField source="id" />
          <TextField source="giftName" sortable={false} />
          <NumberField source="quantity" sortable={false} />
          <NumberField source="totalPoints" sortable={false} />
          <StatusChip orders label="resources.orders.fields.status" />
          <TextField source="contact" sortable={false} />
          <TextField source="phone" sortable={false} />
          <FunctionField label="admin.orders.address" render={address} />
          <TextField source="carrier" sortable={false} />
          <TextField source="trackingNo" sortable={false} />
          <DateField source="createdAt" showTime />
          <OrderActions />
        </Datagrid>
      )}
    </List>
  );
}

export function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="giftName" />
        <NumberField source="quantity" />
        <NumberField source="totalPoints" />
        <StatusChip orders label="resources.orders.fields.status" />
        <TextField source="contact" />
        <FunctionField
          source="phone"
          render={(order) => `${order.areaCode ?? ''} ${order.phone ?? ''}`}
        />
        <FunctionField label="admin.orders.address" render={address} />
        <TextField source="carrier" />
        <TextField source="trackingNo" />
        <DateField source="createdAt" showTime />
        <DateField source="shippedAt" showTime />
        <NumberField source="refundedPoints" />
        <OrderActions />
      </SimpleShowLayout>
    </Show>
  );
}
