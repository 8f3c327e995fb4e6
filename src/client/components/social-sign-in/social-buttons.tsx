import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useProviders } from '#client/session/api/get-providers.ts';
import { startSocialSignIn } from './social-redirect.ts';
import './social-buttons.css';

type SocialButtonsProps = { redirect?: string | null; role?: 'candidate' | 'recruiter' };

/** LinkedIn and Google buttons; a provider the server is not configured for shows no button. */
export function SocialButtons({ redirect, role }: SocialButtonsProps) {
  const { t } = useTranslation();
  const providers = useProviders().data;
  if (!providers || (!providers.linkedin && !providers.google)) return null;
  return (
    <div className="social-buttons">
      <p className="social-buttons__or">
        <span>{t('accounts.common.or')}</span>
      </p>
      {providers.linkedin && (
        <Button
          type="button"
          outlined
          className="social-buttons__button"
          icon="pi pi-linkedin"
          label={t('accounts.social.linkedin')}
          onClick={() => startSocialSignIn('linkedin', { redirect, role })}
        />
      )}
      {providers.google && (
        <Button
          type="button"
          outlined
          className="social-buttons__button"
          icon="pi pi-google"
          label={t('accounts.social.google')}
          onClick={() => startSocialSignIn('google', { redirect, role })}
        />
      )}
    </div>
  );
}
