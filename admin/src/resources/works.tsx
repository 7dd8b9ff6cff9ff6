// Works pending review (issue #23, moderator): approve, reject with the remark the author sees
// (SPEC §4: 1 approves, 2 rejects and needs a remark), withdraw an approved work, hide its text.
// Issue #29: the whole work (title, slogan, author, cover, every album picture enlargeable), the
// status as tabs, group and date filters, and approve, reject or hide many at once.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Stack } from '@mui/material';
import {
  ImageField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DateField } from '../dates';
import { Datagrid } from '../lists';
import { RowAction } from '../actions';
import { BulkAction } from '../bulk';
import { CardList, NOWRAP_HEAD, useNarrow } from '../cards';
import { ListCsvActions, StatusTabs, dateRange, type CsvColumn } from '../filters';
import { StatusChip } from '../inputs';
import { WorkPictures } from '../pictures';

const STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'].map((id) => ({
  id,
  name: `admin.status.${id}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="groupId" source="groupId" reference="contest-groups" alwaysOn>
    <SelectInput optionText="nameZht" label="resources.works.fields.groupName" />
  </ReferenceInput>,
  ...dateRange(),
];

function WorkBulkActions() {
  const { canAccess } = useCanAccess({ resource: 'works', action: 'moderate' });
  if (!canAccess) return null;
  return (
    <>
      <BulkAction
        action="approve"
        label="admin.works.bulk_approve"
        icon={<CheckIcon />}
        confirm="admin.works.bulk_approve_confirm"
        done="admin.works.bulk_approved"
      />
      <BulkAction
        action="reject"
        label="admin.works.bulk_reject"
        icon={<CloseIcon />}
        confirm="admin.works.bulk_reject_confirm"
        remark="admin.works.remark"
        done="admin.works.bulk_rejected"
      />
      <BulkAction
        action="hide"
        label="admin.works.bulk_hide"
        icon={<VisibilityOffIcon />}
        confirm="admin.works.bulk_hide_confirm"
        extra={{ hidden: true }}
        done="admin.works.bulk_hidden"
      />
    </>
  );
}

function WorkActions() {
  const { canAccess } = useCanAccess({ resource: 'works', action: 'moderate' });
  if (!canAccess) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <RowAction
        action="approve"
        label="admin.works.approve"
        icon={<CheckIcon />}
        done="admin.works.approved"
        when={(work) => work.status === 'pending' || work.status === 'rejected'}
      />
      <RowAction
        action="reject"
        label="admin.works.reject"
        icon={<CloseIcon />}
        done="admin.works.rejected"
        ask={[
          {
            name: 'remark',
            label: 'admin.works.remark',
            required: true,
            maxLength: 200,
            multiline: true,
          },
        ]}
        when={(work) => work.status === 'pending'}
      />
      <RowAction
        action="withdraw"
        label="admin.works.withdraw"
        icon={<RemoveCircleIcon />}
        done="admin.works.withdrawn"
        ask={[{ name: 'remark', label: 'admin.works.withdraw_remark', maxLength: 200 }]}
        when={(work) => work.status === 'approved'}
      />
      <RowAction
        action="hide"
        label="admin.works.hide"
        icon={<VisibilityOffIcon />}
        done="admin.works.hidden"
        extra={{ hidden: true }}
        when={(work) => !work.hidden}
      />
      <RowAction
        action="hide"
        label="admin.works.unhide"
        done="admin.works.hidden"
        extra={{ hidden: false }}
        when={(work) => Boolean(work.hidden)}
      />
    </Stack>
  );
}

const CSV: CsvColumn[] = [
  { source: 'id' },
  { source: 'titleZht' },
  { source: 'slogan' },
  { source: 'authorName' },
  { source: 'groupName' },
  { source: 'status', text: (work, { translate }) => translate(`admin.status.${work.status}`) },
  { source: 'remark' },
  { source: 'votes' },
  { source: 'createdAt', time: true },
];

export function WorkList() {
  const narrow = useNarrow();
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      actions={<ListCsvActions columns={CSV} />}
    >
      <StatusTabs choices={STATUSES} />
      {narrow ? (
        <CardList
          title={(work) => `#${work.id} ${work.titleZht ?? ''}`}
          lines={(work) => [
            work.slogan,
            `${work.authorName ?? ''} · ${work.groupName ?? ''} · ${translate(`admin.status.${work.status}`)}`,
            work.remark,
          ]}
          actions={<WorkActions />}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<WorkBulkActions />} sx={NOWRAP_HEAD}>
          <TextField source="id" />
          <ImageField
            source="cover"
            sx={{ '& img': { maxWidth: 64, maxHeight: 64 } }}
            sortable={false}
          />
          <TextField source="titleZht" sortable={false} />
          <TextField source="slogan" sortable={false} />
          <TextField source="authorName" sortable={false} />
          <TextField source="groupName" sortable={false} />
          <StatusChip label="resources.works.fields.status" />
          <TextField source="remark" sortable={false} />
          <NumberField source="votes" />
          <DateField source="createdAt" showTime />
          <WorkActions />
        </Datagrid>
      )}
    </List>
  );
}

/** The whole work as the visitor sent it, with the moderator's actions. */
export function WorkShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="titleZht" />
        <TextField source="slogan" />
        <TextField source="authorName" />
        <TextField source="groupName" />
        <StatusChip label="resources.works.fields.status" />
        <TextField source="remark" />
        <WorkPictures label="resources.works.fields.pictures" />
        <NumberField source="votes" />
        <DateField source="createdAt" showTime />
        <WorkActions />
      </SimpleShowLayout>
    </Show>
  );
}
