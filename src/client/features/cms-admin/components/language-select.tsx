import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

export type Lang = 'en' | 'tr';

/** English / Turkish switch of the content being edited (not of the interface). */
export function LanguageSelect({
  value,
  onChange,
}: {
  value: Lang;
  onChange: (lang: Lang) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cms-field" role="group" aria-label={t('cmsAdmin.common.language')}>
      <span className="cms-field__label" aria-hidden="true">
        {t('cmsAdmin.common.language')}
      </span>
      <SelectButton
        value={value}
        allowEmpty={false}
        options={[
          { label: t('cmsAdmin.common.languages.en'), value: 'en' },
          { label: t('cmsAdmin.common.languages.tr'), value: 'tr' },
        ]}
        onChange={(event) => {
          if (event.value === 'en' || event.value === 'tr') onChange(event.value);
        }}
      />
    </div>
  );
}
