// The editor's resources (issue #23): news and activities in four languages with a category,
// a cover and a publish time (visitors see a story from that time), the home's carousel and
// posters, the rules and agreement pages and the rich texts.
import {
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
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { DateField } from '../dates';
import { ListCsvActions, dateRange, type CsvColumn } from '../filters';
import { Datagrid } from '../lists';
import { LocalizedField, LocalizedInputs, localizedText } from '../localized';
import { PictureInput, TimeInput } from '../inputs';
import { WordField, wordChoices } from '../words';

const KINDS = wordChoices('kind', ['news', 'activity']);

const newsFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="news-categories">
    <SelectInput optionText="nameZht" />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={KINDS} />,
  <BooleanInput key="scheduled" source="scheduled" alwaysOn />,
  ...dateRange(),
];

const NEWS_CSV: CsvColumn[] = [
  { source: 'id' },
  { source: 'titleZht', text: (story, { locale }) => localizedText(story, 'titleZht', locale) },
  { source: 'categoryId', reference: { resource: 'news-categories', name: 'nameZht' } },
  { source: 'kind', text: (story, { translate }) => translate(`admin.words.kind.${story.kind}`) },
  { source: 'publishAt', time: true },
  { source: 'views' },
];

export function NewsList() {
  return (
    <List
      filters={newsFilters}
      sort={{ field: 'publishAt', order: 'DESC' }}
      exporter={false}
      actions={<ListCsvActions columns={NEWS_CSV} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField
          source="cover"
          sx={{ '& img': { maxWidth: 64, maxHeight: 48 } }}
          sortable={false}
        />
        <LocalizedField source="titleZht" sortable={false} />
        <ReferenceField source="categoryId" reference="news-categories" sortable={false}>
          <LocalizedField source="nameZht" />
        </ReferenceField>
        <WordField source="kind" group="kind" sortable={false} />
        <DateField source="publishAt" showTime />
        <NumberField source="views" sortable={false} />
      </Datagrid>
    </List>
  );
}

function NewsForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="categoryId" reference="news-categories">
        <SelectInput optionText="nameZht" validate={required()} />
      </ReferenceInput>
      <TimeInput source="publishAt" validate={required()} />
      <PictureInput source="cover" />
      <LocalizedInputs
        resource="news"
        fields={[
          { base: 'title', required: true },
          { base: 'summary', kind: 'multiline' },
          { base: 'content', kind: 'rich' },
        ]}
      />
      <TextInput source="location" />
      <TimeInput source="startAt" />
      <TimeInput source="endAt" />
    </SimpleForm>
  );
}

export const NewsCreate = () => (
  <Create redirect="list">
    <NewsForm />
  </Create>
);
export const NewsEdit = () => (
  <Edit mutationMode="pessimistic">
    <NewsForm />
  </Edit>
);

export function CategoryList() {
  return (
    <List exporter={false} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="nameZht" />
        <WordField source="kind" group="kind" />
        <NumberField source="sort" />
      </Datagrid>
    </List>
  );
}
function CategoryForm() {
  return (
    <SimpleForm>
      <SelectInput source="kind" choices={KINDS} validate={required()} />
      <NumberInput source="sort" />
      <LocalizedInputs resource="news-categories" fields={[{ base: 'name', required: true }]} />
    </SimpleForm>
  );
}
export const CategoryCreate = () => (
  <Create redirect="list">
    <CategoryForm />
  </Create>
);
export const CategoryEdit = () => (
  <Edit mutationMode="pessimistic">
    <CategoryForm />
  </Edit>
);

/** Carousels and posters: a picture, a title in four languages, a link and an order. */
export function SlideList() {
  return (
    <List exporter={false} sort={{ field: 'sort', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <ImageField
          source="image"
          sx={{ '& img': { maxWidth: 96, maxHeight: 48 } }}
          sortable={false}
        />
        <LocalizedField source="titleZht" sortable={false} />
        <TextField source="link" sortable={false} />
        <NumberField source="sort" />
      </Datagrid>
    </List>
  );
}
function SlideForm({ resource }: { resource: string }) {
  return (
    <SimpleForm>
      <PictureInput source="image" validate={required()} />
      <TextInput source="link" fullWidth />
      <NumberInput source="sort" />
      <LocalizedInputs resource={resource} fields={[{ base: 'title' }]} />
    </SimpleForm>
  );
}
export const CarouselCreate = () => (
  <Create redirect="list">
    <SlideForm resource="carousels" />
  </Create>
);
export const CarouselEdit = () => (
  <Edit mutationMode="pessimistic">
    <SlideForm resource="carousels" />
  </Edit>
);
export const PosterCreate = () => (
  <Create redirect="list">
    <SlideForm resource="posters" />
  </Create>
);
export const PosterEdit = () => (
  <Edit mutationMode="pessimistic">
    <SlideForm resource="posters" />
  </Edit>
);

export function PageList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="code" />
        <LocalizedField source="titleZht" sortable={false} />
        <DateField source="updatedAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}
const pageFields = [
  { base: 'title', required: true },
  { base: 'content', kind: 'rich' as const },
];
export const PageCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <TextInput source="code" validate={required()} />
      <LocalizedInputs resource="pages" fields={pageFields} />
    </SimpleForm>
  </Create>
);
export const PageEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextField source="code" />
      <LocalizedInputs resource="pages" fields={pageFields} />
    </SimpleForm>
  </Edit>
);

export function RichTextList() {
  return (
    <List exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
      </Datagrid>
    </List>
  );
}
export const RichTextEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextField source="id" />
      <LocalizedInputs resource="rich-texts" fields={[{ base: 'content', kind: 'rich' }]} />
    </SimpleForm>
  </Edit>
);
