// Operators and their roles, the roles' permissions, and the audit log (read only).
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  SelectArrayInput,
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
} from 'react-admin';
import { Alert } from '@mui/material';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../dataProvider';
import { TimeInput } from '../inputs';

const ROLES = ['moderator', 'fulfilment', 'editor', 'admin'].map((id) => ({ id, name: id }));

export function OperatorList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="account" />
        <TextField source="name" />
        <FunctionField source="roles" render={(operator) => (operator.roles ?? []).join(', ')} />
        <BooleanField source="disabled" />
        <BooleanField source="totpEnrolled" />
        <DateField source="lastLoginAt" showTime />
        <ResetButton />
      </Datagrid>
    </List>
  );
}

function ResetButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <Button
      label="admin.operators.reset"
      onClick={async (event) => {
        event.stopPropagation();
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
      }}
    >
      <LockResetIcon />
    </Button>
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
        <TextField source="id" />
        <FunctionField
          source="permissions"
          sortable={false}
          render={(role) => (role.permissions ?? []).join(' · ')}
        />
      </Datagrid>
    </List>
  );
}

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

const auditFilters = [
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="action" source="action" />,
  <TimeInput key="from" source="from" />,
  <TimeInput key="to" source="to" />,
];

export function AuditList() {
  return (
    <List filters={auditFilters} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <DateField source="at" showTime />
        <TextField source="operatorName" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="entity" sortable={false} />
        <TextField source="entityId" sortable={false} />
        <FunctionField
          source="before"
          sortable={false}
          render={(row) => <code>{json(row.before)}</code>}
        />
        <FunctionField
          source="after"
          sortable={false}
          render={(row) => <code>{json(row.after)}</code>}
        />
      </Datagrid>
    </List>
  );
}
