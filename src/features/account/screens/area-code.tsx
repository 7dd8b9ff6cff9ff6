import { useMemo, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { observer } from '@/shared/stores/observer';
import type { Country } from '@/features/dict';
import { ListState } from '@/shared/ui/list-state';
import { Page } from '@/shared/ui/page';
import { useRequest } from '@/shared/hooks/use-request';
import { pickField } from '@/shared/i18n';
import { useT } from '@/shared/i18n/use-t';
import { useStores } from '@/shared/stores/context';
import { back } from '@/shared/lib/navigation';
import './area-code.less';
import { dictStore } from '@/features/dict';
import '../i18n/auth';

/** A country matches by any of its four names, its ISO code or its dialling code (+853, 853). */
function matches(country: Country, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase().replace(/^\+/, '');
  if (!needle) return true;
  const haystack = [
    country.nameZht,
    country.nameZhs,
    country.namePt,
    country.nameEn,
    country.iso,
    country.areaCode.replace(/^\+/, ''),
  ];
  return haystack.some((text) => typeof text === 'string' && text.toLowerCase().includes(needle));
}

function AreaCodePage() {
  const { t } = useT();
  const { ui } = useStores();
  const dict = dictStore.use();
  const [keyword, setKeyword] = useState('');
  const countries = useRequest(() => dict.loadCountries(), [dict]);
  const all = countries.data;
  const shown = useMemo(
    () => (all ?? []).filter((country) => matches(country, keyword)),
    [all, keyword],
  );

  const choose = (country: Country) => {
    ui.setAreaCode(country.areaCode);
    void back();
  };

  return (
    <Page route="areaCode">
      <View className="area-code">
        <View className="area-code__search">
          <Input
            className="area-code__input"
            type="text"
            confirmType="search"
            value={keyword}
            placeholder={t('auth.searchArea')}
            onInput={(event) => setKeyword(event.detail.value)}
          />
        </View>
        <View className="area-code__list" role="listbox" aria-label={t('page.areaCode')}>
          {shown.map((country) => {
            const selected = country.areaCode === ui.areaCode;
            return (
              <View
                key={country.id}
                className={`area-code__item${selected ? ' area-code__item--selected' : ''}`}
                role="option"
                aria-selected={selected}
                onClick={() => choose(country)}
              >
                <Text className="area-code__name">{pickField(country, 'name')}</Text>
                <Text className="area-code__code">{country.areaCode}</Text>
                {selected && <Text className="area-code__check" aria-label={t('auth.selected')} />}
              </View>
            );
          })}
        </View>
        <ListState
          loading={countries.loading}
          count={shown.length}
          hasMore
          error={countries.error}
          emptyText={all && all.length > 0 ? t('auth.noArea') : undefined}
          onRetry={() => void countries.reload()}
        />
      </View>
    </Page>
  );
}

export default observer(AreaCodePage);
