import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ProgressBar } from '#client/startup/light/progress-bar.tsx';
import { TIMING } from '#shared/constants/domain.ts';
import { pathFor } from '#shared/routes.ts';

/** Spec: no loading indicator when going to these pages. */
const QUIET_PATHS = new Set([
  pathFor('login'),
  pathFor('signUp'),
  pathFor('companySignup'),
  pathFor('home'),
]);

/** A thin bar at the top while a navigation loads its page; it lingers 100 ms after the navigation. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading =
    navigation.state !== 'idle' && !QUIET_PATHS.has(navigation.location?.pathname ?? '');

  const [wasLoading, setWasLoading] = useState(loading);
  const [lingering, setLingering] = useState(false);
  if (wasLoading !== loading) {
    setWasLoading(loading);
    setLingering(!loading);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), TIMING.loadingClearDelayMs);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (!loading && !lingering) return null;
  return (
    <ProgressBar
      mode="indeterminate"
      className="navigation-progress"
      aria-label={t('layout.progress')}
    />
  );
}
