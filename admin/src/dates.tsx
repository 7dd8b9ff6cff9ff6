// Dates and times in the console's language, not the browser's (issue #29): an operator whose
// browser is in Chinese and who reads the console in Portuguese gets "27/11/2026, 04:07", not
// "2026/11/27 上午4:07".
import { DateField as RaDateField, useLocaleState, type DateFieldProps } from 'react-admin';

export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <RaDateField locales={locale} {...props} />;
}

/** An instant as the console's language writes it, date and time. */
export function useTimeText() {
  const [locale] = useLocaleState();
  return (value: string | number | Date) => new Date(value).toLocaleString(locale);
}
