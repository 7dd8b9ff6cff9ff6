// The four languages of the visitor app (SPEC §1): zh-Hant (the source, required where the field
// is), zh-Hans, pt, en, as tabs of one form; each field is four flat fields (titleZht, titlePt...).
import { Suspense, lazy, useState, type ReactElement } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import {
  TextInput,
  required,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';

// The rich-text editor (tiptap) is the console's heaviest part: it loads with the first form
// that has one (issue #29).
const RichTextInput = lazy(() =>
  import('ra-input-rich-text').then((module) => ({ default: module.RichTextInput })),
);

export const LANGUAGES = [
  { suffix: 'Zht', label: '繁體中文' },
  { suffix: 'Zhs', label: '简体中文' },
  { suffix: 'Pt', label: 'Português' },
  { suffix: 'En', label: 'English' },
] as const;

export interface LocalizedSpec {
  /** The field's base name: title for titleZht, titleZhs... */
  base: string;
  kind?: 'text' | 'multiline' | 'rich';
  /** zh-Hant required (the others may stay empty: the app falls back to zh-Hant). */
  required?: boolean;
}

function input(
  resource: string,
  spec: LocalizedSpec,
  suffix: string,
  first: boolean,
  label: string,
) {
  const source = `${spec.base}${suffix}`;
  const validate = spec.required && first ? required() : undefined;
  const labelText = `${label} · ${LANGUAGES.find((each) => each.suffix === suffix)?.label}`;
  if (spec.kind === 'rich') {
    return (
      <Suspense key={source} fallback={null}>
        <RichTextInput source={source} label={labelText} validate={validate} fullWidth />
      </Suspense>
    );
  }
  return (
    <TextInput
      key={source}
      source={source}
      label={labelText}
      resource={resource}
      validate={validate}
      multiline={spec.kind === 'multiline'}
      minRows={spec.kind === 'multiline' ? 3 : undefined}
      fullWidth
    />
  );
}

/** The localized fields of a form, one tab per language; every tab stays mounted (validation). */
export function LocalizedInputs({
  resource,
  fields,
}: {
  resource: string;
  fields: LocalizedSpec[];
}): ReactElement {
  const translate = useTranslate();
  const [shown, setShown] = useState(0);
  return (
    <Box
      sx={{ width: '100%', minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}
    >
      <Tabs
        value={shown}
        onChange={(_, next: number) => setShown(next)}
        variant="scrollable"
        aria-label={translate('admin.languages')}
      >
        {LANGUAGES.map((language) => (
          <Tab key={language.suffix} label={language.label} />
        ))}
      </Tabs>
      {LANGUAGES.map((language, index) => (
        <Box
          key={language.suffix}
          role="tabpanel"
          hidden={shown !== index}
          sx={{ p: 2, display: shown === index ? 'block' : 'none' }}
        >
          {fields.map((spec) =>
            input(
              resource,
              spec,
              language.suffix,
              index === 0,
              translate(`admin.fields.${spec.base}`, { _: spec.base }),
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}

const SUFFIX: Record<string, string> = { 'zh-Hant': 'Zht', pt: 'Pt', en: 'En' };

/**
 * A list's localized text (`source` is its zh-Hant field, titleZht...) in the console's language
 * when it was written in it, else in zh-Hant (the app's fallback too).
 */
export function LocalizedField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{localizedText(record, source, locale)}</span>;
}

/** A record's text in the console's language, or in Traditional Chinese where it has none. */
export function localizedText(record: Record<string, unknown>, source: string, locale: string) {
  const own = record[source.replace(/Zht$/, SUFFIX[locale] ?? 'Zht')];
  const text = typeof own === 'string' && own.trim() ? own : record[source];
  return text == null ? '' : String(text);
}
