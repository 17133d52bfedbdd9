import { useTranslation } from 'react-i18next';
import { SelectField, type SelectFieldProps } from '../../components/SelectField';

export type FilterSelectProps<V extends string> = Pick<SelectFieldProps<V>, 'label' | 'value' | 'options' | 'onChange'>;

/** A filter of a list page's filter panel: a select whose first choice, "All", sets none. */
export function FilterSelect<V extends string>(props: FilterSelectProps<V>) {
  const { t } = useTranslation('common');
  return <SelectField {...props} anyLabel={t('filters.all')} minWidth={170} />;
}
