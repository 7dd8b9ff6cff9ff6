// What a person reads instead of a raw identifier (issue #29): roles, permissions, mission
// periods and triggers, badge rules, story kinds and the audit log's actions, in words in the
// console's language (admin.words in i18n/messages.ts); an identifier without words shows as is.
import {
  useRecordContext,
  useTranslate,
  type FieldProps,
  type TranslateFunction,
} from 'react-admin';

export type WordGroup = 'role' | 'permission' | 'period' | 'trigger' | 'rule' | 'kind';

/** Choices for a select: the ids, each named by its words. */
export const wordChoices = (group: WordGroup, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `admin.words.${group}.${id}` }));

export function useWord() {
  const translate = useTranslate();
  return (group: WordGroup | 'action', id: unknown) =>
    translate(`admin.words.${group}.${String(id)}`, { _: String(id ?? '') });
}

/** A field (or a list of them) shown in words. */
export function WordField({ source, group }: FieldProps & { source: string; group: WordGroup }) {
  const record = useRecordContext();
  const word = useWord();
  const value = record?.[source];
  if (value == null) return null;
  const text = Array.isArray(value)
    ? value.map((id) => word(group, id)).join(', ')
    : word(group, value);
  return <span>{text}</span>;
}

/** An audit row's action ("works.approve") as the resource and what was done to it. */
export function auditActionText(action: string, translate: TranslateFunction): string {
  const cut = action.lastIndexOf('.');
  if (cut < 0) return action;
  const resource = action.slice(0, cut);
  const done = action.slice(cut + 1);
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return `${name} · ${translate(`admin.words.action.${done}`, { _: done })}`;
}

export function AuditActionField(_props: FieldProps & { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{auditActionText(String(record?.action ?? ''), translate)}</span>;
}

/** An audit row's resource, by its name. */
export function EntityField(_props: FieldProps & { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const entity = String(record?.entity ?? '');
  return <span>{translate(`resources.${entity}.name`, { smart_count: 1, _: entity })}</span>;
}
