import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#client/startup/light/button.tsx';
import { goBack } from '../go-back.ts';

export function GoBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      icon="pi pi-arrow-left"
      label={t('common.goBack')}
      onClick={() => goBack((to) => (typeof to === 'number' ? navigate(to) : navigate(to)))}
    />
  );
}
