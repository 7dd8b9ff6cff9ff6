import { ScrollView, Text, View } from '@tarojs/components';
import type { Exhibit } from '@/features/exhibition-layer';
import { exhibitText } from '../exhibit-name';
import { useT } from '@/shared/i18n/use-t';
import { Picture } from '@/shared/ui/picture';
import { SubmitButton } from '@/shared/ui/submit-button';
import '../i18n';
import './exhibit-sheet.less';

export interface ExhibitSheetProps {
  exhibit: Exhibit;
  onClose: () => void;
}

/**
 * One exhibit opened from the gallery (issue #21: a tap did nothing): its picture, name, era and
 * whole description in the reader's language, over the page; a tap outside or on "close" ends it.
 */
export function ExhibitSheet({ exhibit, onClose }: ExhibitSheetProps) {
  const { t, locale } = useT();
  const name = exhibitText(exhibit, 'name', locale);
  const era = typeof exhibit.era === 'string' ? exhibit.era : '';
  return (
    <View className="exhibit-sheet" catchMove onClick={onClose}>
      <View
        className="exhibit-sheet__panel"
        role="dialog"
        aria-modal
        aria-label={name}
        onClick={(event) => event.stopPropagation()}
      >
        <ScrollView className="exhibit-sheet__body" scrollY>
          {exhibit.cover && (
            <Picture className="exhibit-sheet__picture" src={exhibit.cover} alt={name} />
          )}
          <View className="exhibit-sheet__name" role="heading" aria-level={2}>
            {name}
          </View>
          {era && <Text className="exhibit-sheet__era">{era}</Text>}
          <Text className="exhibit-sheet__intro">{exhibitText(exhibit, 'intro', locale)}</Text>
        </ScrollView>
        <SubmitButton variant="plain" onClick={onClose}>
          {t('common.close')}
        </SubmitButton>
      </View>
    </View>
  );
}
