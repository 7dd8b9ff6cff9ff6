// Operators and their roles, the roles' permissions, and the audit log (read only).
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  BooleanField,
  BooleanInput,
  Create,
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
  Confirm,
} from 'react-admin';
import { Datagrid } from '../lists';
import { Alert } from '@mui/material';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../dataProvider';
import { TimeInput } from '../inputs';
import { AuditActionField, EntityField, WordField, wordChoices } from '../words';

const ROLES = wordChoices('role', ['moderator', 'fulfilment', 'editor', 'admin']);

export function OperatorList() {
  return (
    <List exporter={false}>
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
        <AuditActionField source="action" sortable={false} />
        <EntityField source="entity" sortable={false} />
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
