import Taro from '@tarojs/taro';
import type { MessageKey } from '@/i18n';
import type { UiStore } from '@/stores/ui-store';
import { REMINDER_OPTIONS } from '@/utils/constants';

type Translate = (key: MessageKey) => string;

/** The label of the reminder the visitor chose (SPEC §9 options). */
export function reminderLabel(ui: UiStore, t: Translate): string {
  const option = REMINDER_OPTIONS.find((each) => each.id === ui.reminder) ?? REMINDER_OPTIONS[0];
  return t(option.labelKey);
}

/** Offers the five reminder options; a dismissed sheet changes nothing. */
export async function chooseReminder(ui: UiStore, t: Translate): Promise<void> {
  try {
    const { tapIndex } = await Taro.showActionSheet({
      itemList: REMINDER_OPTIONS.map((option) => t(option.labelKey)),
    });
    const option = REMINDER_OPTIONS[tapIndex];
    if (option) ui.setReminder(option.id);
  } catch {
    // Dismissed.
  }
}
