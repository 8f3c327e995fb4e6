import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { pathFor } from '#shared/routes.ts';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { useSession } from '#client/session/use-session.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProfileMenu } from './profile-menu.tsx';

const MOBILE_MENU_ID = 'public-mobile-menu';

/**
 * Public top bar: Home, My Dashboard (logged in), Contact Us; Login and Get Started (logged out)
 * or the profile menu; the language switcher. Under 992 px the links fold into a menu button.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (
    <ul className="public-nav__list">
      <li>
        <NavLink className="public-nav__link" to={pathFor('home')} end onClick={close}>
          {t('layout.header.home')}
        </NavLink>
      </li>
      {user && (
        <li>
          <NavLink className="public-nav__link" to={pathFor('jobOpenings')} onClick={close}>
            {t('layout.header.myDashboard')}
          </NavLink>
        </li>
      )}
      <li>
        <NavLink className="public-nav__link" to={pathFor('contactUs')} onClick={close}>
          {t('layout.header.contactUs')}
        </NavLink>
      </li>
    </ul>
  );

  const guestActions = (
    <>
      <Link className="p-button p-button-text link-button" to={pathFor('login')} onClick={close}>
        {t('layout.header.login')}
      </Link>
      <Link className="p-button link-button" to={pathFor('getStarted')} onClick={close}>
        {t('layout.header.getStarted')}
      </Link>
    </>
  );

  return (
    <header className="public-header">
      <div className="public-header__bar container">
        <Link
          className="public-header__brand"
          to={pathFor('home')}
          aria-label={t('layout.header.homeLink', { app: t('common.appName') })}
        >
          <BrandLogo />
        </Link>
        <nav className="public-nav public-nav--desktop" aria-label={t('layout.header.mainNav')}>
          {links}
        </nav>
        <div className="public-header__actions">
          <LanguageSwitcher />
          {user ? (
            <ProfileMenu user={user} />
          ) : (
            <div className="public-header__guest">{guestActions}</div>
          )}
          <button
            type="button"
            className="icon-button public-header__toggle"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <span className={`pi ${open ? 'pi-times' : 'pi-bars'}`} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id={MOBILE_MENU_ID} className="public-mobile-menu" hidden={!open}>
        <nav className="public-nav" aria-label={t('layout.header.mainNav')}>
          {links}
        </nav>
        {!user && <div className="public-mobile-menu__actions">{guestActions}</div>}
      </div>
    </header>
  );
}
