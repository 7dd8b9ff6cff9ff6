import { observer } from '@/shared/stores/observer';
import { InfoRow } from '@/shared/ui/info-row';
import { chooseAction } from '@/shared/ui/feedback';
import type { MessageKey } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import type { UiStore } from '@/shared/stores/ui-store';
import { REMINDER_OPTIONS } from '@/shared/lib/constants';
import '@/features/account/i18n/settings';

type Translate = (key: MessageKey) => string;

/** The label of the reminder the visitor chose (SPEC §9 options). */
export function reminderLabel(ui: UiStore, t: Translate): string {
  const option = REMINDER_OPTIONS.find((each) => each.id === ui.reminder) ?? REMINDER_OPTIONS[0];
  return t(option.labelKey);
}

/** Offers the five reminder options; a dismissed sheet changes nothing. */
export async function chooseReminder(ui: UiStore, t: Translate): Promise<void> {
  const tapIndex = await chooseAction(REMINDER_OPTIONS.map((option) => t(option.labelKey)));
  // Dismissed (undefined): nothing changes.
  const option = tapIndex === undefined ? undefined : REMINDER_OPTIONS[tapIndex];
  if (option) ui.setReminder(option.id);
}

/** The one reminder setting, offered both among the settings and among the notifications. */
export const ReminderRow = observer(function ReminderRow() {
  const { t } = useT();
  const { ui } = useStores();
  return (
    <InfoRow
      name="reminder"
      label={t('settings.reminder')}
      value={reminderLabel(ui, t)}
      onClick={() => void chooseReminder(ui, t)}
    />
  );
});
