// The admin's programme resources (issue #23): gifts and their stock (fulfilment sets the stock),
// missions, badges and their rules, the contest's periods and groups, AR sites, quiz questions.
import InventoryIcon from '@mui/icons-material/Inventory';
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  ImageField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  minValue,
  required,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  Button,
} from 'react-admin';
import { DateField } from '../dates';
import { Datagrid } from '../lists';
import { useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiText,
  Button as MuiButton,
} from '@mui/material';
import type { ConsoleDataProvider } from '../dataProvider';
import { LocalizedField, LocalizedInputs } from '../localized';
import { PictureInput, TimeInput } from '../inputs';
import { WordField, wordChoices } from '../words';

const make = (Form: () => JSX.Element) => ({
  create: () => (
    <Create redirect="list">
      <Form />
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <Form />
    </Edit>
  ),
});

function StockButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'gifts', action: 'list' });
  const [open, setOpen] = useState(false);
  const [stock, setStock] = useState('');
  if (!record || !canAccess) return null;
  const save = async () => {
    try {
      await dataProvider.setStock(record.id, Number(stock));
      notify('admin.gifts.stock_set', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button
        label="admin.gifts.stock"
        onClick={(event) => {
          event.stopPropagation();
          setStock(String(record.stock ?? 0));
          setOpen(true);
        }}
      >
        <InventoryIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle>
          {translate('admin.gifts.stock')} · {String(record.nameZht)}
        </DialogTitle>
        <DialogContent>
          <MuiText
            label={translate('admin.gifts.new_stock')}
            type="number"
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            slotProps={{ htmlInput: { min: 0 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            onClick={() => void save()}
            disabled={stock === '' || Number(stock) < 0}
          >
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function GiftList() {
  const { canAccess: canWrite } = useCanAccess({ resource: 'gifts', action: 'edit' });
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
      sort={{ field: 'sort', order: 'ASC' }}
    >
      <Datagrid rowClick={canWrite ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField
          source="cover"
          sx={{ '& img': { maxWidth: 64, maxHeight: 48 } }}
          sortable={false}
        />
        <LocalizedField source="nameZht" sortable={false} />
        <NumberField source="points" />
        <NumberField source="stock" />
        <BooleanField source="onSale" sortable={false} />
        <StockButton />
      </Datagrid>
    </List>
  );
}
function GiftForm() {
  return (
    <SimpleForm>
      <PictureInput source="cover" validate={required()} />
      <NumberInput source="points" validate={[required(), minValue(1)]} />
      <NumberInput source="stock" validate={[required(), minValue(0)]} />
      <NumberInput source="limitPerUser" validate={minValue(0)} />
      <BooleanInput source="onSale" />
      <NumberInput source="sort" />
      <LocalizedInputs
        resource="gifts"
        fields={[
          { base: 'name', required: true },
          { base: 'description', kind: 'multiline' },
        ]}
      />
    </SimpleForm>
  );
}
export const gifts = make(GiftForm);

export function MissionList() {
  return (
    <List exporter={false} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="nameZht" sortable={false} />
        <NumberField source="points" sortable={false} />
        <WordField source="period" group="period" sortable={false} />
        <WordField source="trigger" group="trigger" sortable={false} />
        <NumberField source="sort" />
      </Datagrid>
    </List>
  );
}
function MissionForm() {
  return (
    <SimpleForm>
      <NumberInput source="points" validate={[required(), minValue(1)]} />
      <SelectInput
        source="period"
        choices={wordChoices('period', ['once', 'daily'])}
        validate={required()}
      />
      <SelectInput source="trigger" choices={TRIGGERS} />
      <TextInput source="link" fullWidth />
      <NumberInput source="sort" />
      <LocalizedInputs
        resource="missions"
        fields={[
          { base: 'name', required: true },
          { base: 'description', kind: 'multiline' },
        ]}
      />
    </SimpleForm>
  );
}
export const missions = make(MissionForm);

const RULES = wordChoices('rule', [
  'missions_done',
  'votes_cast',
  'works_submitted',
  'points_earned',
  'exchanges',
]);
// What completes a mission (server/API-admin.md "missions"); set when the mission is created.
const TRIGGERS = wordChoices('trigger', [
  'client',
  'read',
  'ar',
  'quiz',
  'vote',
  'signup',
  'share',
  'invite',
]);
export function BadgeList() {
  return (
    <List exporter={false} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField
          source="icon"
          sx={{ '& img': { maxWidth: 40, maxHeight: 40 } }}
          sortable={false}
        />
        <LocalizedField source="nameZht" sortable={false} />
        <ReferenceField source="typeId" reference="badge-types" sortable={false}>
          <LocalizedField source="nameZht" />
        </ReferenceField>
        <WordField source="ruleKind" group="rule" sortable={false} />
        <NumberField source="ruleThreshold" sortable={false} />
        <NumberField source="sort" />
      </Datagrid>
    </List>
  );
}
function BadgeForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="typeId" reference="badge-types">
        <SelectInput optionText="nameZht" validate={required()} />
      </ReferenceInput>
      <PictureInput source="icon" validate={required()} />
      <PictureInput source="iconLocked" />
      <SelectInput source="ruleKind" choices={RULES} validate={required()} />
      <NumberInput source="ruleThreshold" validate={[required(), minValue(1)]} />
      <NumberInput source="sort" />
      <LocalizedInputs
        resource="badges"
        fields={[
          { base: 'name', required: true },
          { base: 'description', kind: 'multiline' },
        ]}
      />
    </SimpleForm>
  );
}
export const badges = make(BadgeForm);

export function NamedList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="nameZht" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}
function BadgeTypeForm() {
  return (
    <SimpleForm>
      <NumberInput source="sort" />
      <LocalizedInputs resource="badge-types" fields={[{ base: 'name', required: true }]} />
    </SimpleForm>
  );
}
export const badgeTypes = make(BadgeTypeForm);

export function ContestList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="nameZht" sortable={false} />
        <DateField source="signUpStartAt" showTime sortable={false} />
        <DateField source="signUpEndAt" showTime sortable={false} />
        <DateField source="startAt" showTime sortable={false} />
        <DateField source="endAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}
function ContestForm() {
  return (
    <SimpleForm>
      <TimeInput source="signUpStartAt" validate={required()} />
      <TimeInput source="signUpEndAt" validate={required()} />
      <TimeInput source="startAt" validate={required()} />
      <TimeInput source="endAt" validate={required()} />
      <NumberInput source="votesPerUserPerDay" validate={[required(), minValue(1)]} />
      <NumberInput source="votesPerWorkPerDay" validate={[required(), minValue(1)]} />
      <TextInput source="rules" multiline fullWidth />
      <LocalizedInputs resource="contests" fields={[{ base: 'name', required: true }]} />
    </SimpleForm>
  );
}
export const contests = make(ContestForm);

export function GroupList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ReferenceField source="contestId" reference="contests" sortable={false}>
          <LocalizedField source="nameZht" />
        </ReferenceField>
        <LocalizedField source="nameZht" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}
function GroupForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="contestId" reference="contests">
        <SelectInput optionText="nameZht" validate={required()} />
      </ReferenceInput>
      <NumberInput source="sort" />
      <LocalizedInputs resource="contest-groups" fields={[{ base: 'name', required: true }]} />
    </SimpleForm>
  );
}
export const groups = make(GroupForm);

export function ArSiteList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="nameZht" sortable={false} />
        <NumberField source="latitude" sortable={false} />
        <NumberField source="longitude" sortable={false} />
        <NumberField source="radiusM" sortable={false} />
      </Datagrid>
    </List>
  );
}
function ArSiteForm() {
  return (
    <SimpleForm>
      <PictureInput source="cover" />
      <NumberInput source="latitude" validate={required()} />
      <NumberInput source="longitude" validate={required()} />
      <NumberInput source="radiusM" validate={[required(), minValue(1)]} />
      <TextInput source="link" fullWidth />
      <NumberInput source="sort" />
      <LocalizedInputs
        resource="ar-sites"
        fields={[
          { base: 'name', required: true },
          { base: 'description', kind: 'multiline' },
        ]}
      />
    </SimpleForm>
  );
}
export const arSites = make(ArSiteForm);

export function QuizList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="questionZht" sortable={false} />
        <BooleanField source="enabled" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}
function QuizForm() {
  return (
    <SimpleForm>
      <BooleanInput source="enabled" />
      <NumberInput source="sort" />
      <LocalizedInputs resource="quiz-questions" fields={[{ base: 'question', required: true }]} />
      <ArrayInput source="options" validate={required()}>
        <SimpleFormIterator inline>
          <TextInput source="textZht" label="繁體中文" validate={required()} />
          <TextInput source="textZhs" label="简体中文" />
          <TextInput source="textPt" label="Português" />
          <TextInput source="textEn" label="English" />
          <BooleanInput source="correct" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
export const quiz = make(QuizForm);
