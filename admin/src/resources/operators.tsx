// Operators and their roles, the roles' permissions, and the audit log (read only). Issue #29:
// the operators list filters by role, state and name; the audit log shows what changed, before
// and after side by side, and filters by operator, resource and dates.
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  List,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  Button,
  Confirm,
} from 'react-admin';
import { DateField, useTimeText } from '../dates';
import { macauMinute } from '../../../src/rules/calendar';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useNarrow } from '../cards';
import type { ConsoleDataProvider } from '../dataProvider';
import { ListCsvActions, dateRange, type CsvColumn, type CsvContext } from '../filters';
import { Datagrid } from '../lists';
import { AuditActionField, EntityField, WordField, auditActionText, wordChoices } from '../words';

const ROLES = wordChoices('role', ['moderator', 'fulfilment', 'editor', 'admin']);

const operatorFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLES} alwaysOn label="admin.filters.role" />,
  <SelectInput
    key="disabled"
    source="disabled"
    label="admin.filters.state"
    choices={[
      { id: false, name: 'admin.filters.enabled' },
      { id: true, name: 'admin.filters.disabled' },
    ]}
  />,
];

const yesNo = (value: unknown, { translate }: CsvContext) =>
  translate(value ? 'ra.boolean.true' : 'ra.boolean.false');

const OPERATOR_CSV: CsvColumn[] = [
  { source: 'id' },
  { source: 'account' },
  { source: 'name' },
  {
    source: 'roles',
    text: (operator, { translate }) =>
      (operator.roles as string[]).map((role) => translate(`admin.words.role.${role}`)),
  },
  { source: 'disabled', text: (operator, context) => yesNo(operator.disabled, context) },
  { source: 'totpEnrolled', text: (operator, context) => yesNo(operator.totpEnrolled, context) },
  { source: 'lastLoginAt', time: true },
];

export function OperatorList() {
  return (
    <List
      exporter={false}
      filters={operatorFilters}
      actions={<ListCsvActions columns={OPERATOR_CSV} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="account" />
        <TextField source="name" />
        <WordField source="roles" group="role" sortable={false} />
        <BooleanField source="disabled" />
        <BooleanField source="totpEnrolled" />
        <DateField source="lastLoginAt" showTime />
        <ResetButton />
      </Datagrid>
    </List>
  );
}

/** Resets an operator's password after a confirmation: it cannot be undone (issue #29). */
function ResetButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const reset = async () => {
    setAsking(false);
    try {
      const answer = (await dataProvider.act('operators', record.id, 'reset-password')) as {
        oneTimePassword?: string;
      };
      notify('admin.operators.reset_done', {
        type: 'info',
        autoHideDuration: null,
        messageArgs: { password: answer.oneTimePassword },
      });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button
        label="admin.operators.reset"
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="admin.operators.reset"
        content="admin.operators.reset_confirm"
        translateOptions={{ name: String(record.name || record.account) }}
        confirm="admin.operators.reset"
        cancel="ra.action.back"
        onConfirm={() => void reset()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function OneTimePassword() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [shown] = useState(record?.oneTimePassword as string | undefined);
  if (!shown) return null;
  return (
    <Alert severity="warning">
      {translate('admin.operators.one_time_password', { password: shown })}
    </Alert>
  );
}

export const OperatorCreate = () => (
  <Create redirect="edit">
    <SimpleForm>
      <TextInput source="account" validate={required()} />
      <TextInput source="name" validate={required()} />
      <SelectArrayInput source="roles" choices={ROLES} validate={required()} />
    </SimpleForm>
  </Create>
);

export const OperatorEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <OneTimePassword />
      <TextField source="account" />
      <TextInput source="name" validate={required()} />
      <SelectArrayInput source="roles" choices={ROLES} validate={required()} />
      <BooleanInput source="disabled" />
    </SimpleForm>
  </Edit>
);

export function RoleList() {
  return (
    <List exporter={false} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <WordField source="id" group="role" />
        <WordField source="permissions" group="permission" sortable={false} />
      </Datagrid>
    </List>
  );
}

const ENTITIES = [
  'works',
  'orders',
  'visitors',
  'gifts',
  'news',
  'news-categories',
  'carousels',
  'posters',
  'pages',
  'rich-texts',
  'missions',
  'badges',
  'badge-types',
  'contests',
  'contest-groups',
  'ar-sites',
  'quiz-questions',
  'operators',
  'uploads',
];

/** The resource an audit row is about, by its name in the operator's language. */
function EntitySelect(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = ENTITIES.map((id) => ({
    id,
    name: translate(`resources.${id}.name`, { smart_count: 1, _: id }),
  }));
  return (
    <SelectInput
      {...props}
      label="resources.audit-log.fields.entity"
      choices={choices}
      translateChoice={false}
    />
  );
}

const auditFilters = [
  <ReferenceInput key="operatorId" source="operatorId" reference="operators" alwaysOn>
    <SelectInput optionText="name" label="resources.audit-log.fields.operatorName" />
  </ReferenceInput>,
  <EntitySelect key="entity" source="entity" alwaysOn />,
  <TextInput key="entityId" source="entityId" />,
  ...dateRange(),
];

/** A value of a change as a person reads it; `time` writes an instant. */
const shown = (value: unknown, time: (iso: string) => string): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map((each) => shown(each, time)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  // A time as the operator's clock reads it, not an ISO string.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) {
    return time(value);
  }
  return String(value);
};

/** The fields a change changed, one line each: the field, before, after. */
function Changes(_props: { label?: string }) {
  const row = useRecordContext();
  const translate = useTranslate();
  const narrow = useNarrow();
  const timeText = useTimeText();
  const changes = (row?.changes as { field: string; before: unknown; after: unknown }[]) ?? [];
  if (!row || !changes.length) return null;
  const label = (field: string) =>
    translate(`resources.${row.entity}.fields.${field}`, { _: field });
  if (narrow) {
    // On a phone the card says each change on its own lines: a table in a card would not fit.
    return (
      <Box component="dl" aria-label={translate('admin.audit.changes')} sx={{ m: 0 }}>
        {changes.map((change) => (
          <Box key={change.field} sx={{ mb: 1 }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label(change.field)}
            </Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {translate('resources.audit-log.fields.before')}: {shown(change.before, timeText)}
            </Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
              {translate('resources.audit-log.fields.after')}: {shown(change.after, timeText)}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={translate('admin.audit.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.audit.field')}</TableCell>
          <TableCell>{translate('resources.audit-log.fields.before')}</TableCell>
          <TableCell>{translate('resources.audit-log.fields.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {label(change.field)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.before, timeText)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.after, timeText)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A time in a file: Macau's wall clock, as the exports write it. */
const macauText = (iso: string) => macauMinute(Date.parse(iso));

const AUDIT_CSV: CsvColumn[] = [
  { source: 'at', time: true },
  { source: 'operatorName' },
  {
    source: 'action',
    text: (row, { translate }) => auditActionText(String(row.action), translate),
  },
  {
    source: 'entity',
    text: (row, { translate }) =>
      translate(`resources.${row.entity}.name`, { smart_count: 1, _: String(row.entity) }),
  },
  { source: 'entityId' },
  {
    source: 'changes',
    label: 'admin.audit.changes',
    text: (row, { translate }) =>
      ((row.changes ?? []) as { field: string; before: unknown; after: unknown }[])
        .map(
          (change) =>
            `${translate(`resources.${row.entity}.fields.${change.field}`, { _: change.field })}: ${shown(change.before, macauText)} → ${shown(change.after, macauText)}`,
        )
        .join('\n'),
  },
];

export function AuditList() {
  return (
    <List
      filters={auditFilters}
      sort={{ field: 'at', order: 'DESC' }}
      exporter={false}
      actions={<ListCsvActions columns={AUDIT_CSV} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime />
        <TextField source="operatorName" sortable={false} />
        <AuditActionField source="action" sortable={false} />
        <EntityField source="entity" sortable={false} />
        <TextField source="entityId" sortable={false} />
        <Changes label="admin.audit.changes" />
      </Datagrid>
    </List>
  );
}
