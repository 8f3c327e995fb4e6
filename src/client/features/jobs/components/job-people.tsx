import { Button } from '#client/startup/light/button.tsx';
import {
  reopenAt,
  usePopupOnFirstUse,
} from '#client/startup/prime-styles/use-popup-on-first-use.tsx';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadOnIntent } from '#client/lib/preloadable-lazy.tsx';
import type { OverlayPanel as OverlayPanelHandle } from 'primereact/overlaypanel';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '#shared/constants/domain.ts';
import { pathFor } from '#shared/routes.ts';
import type { JobPerson } from '#shared/schemas/jobs.ts';
import { PLACEHOLDER_IMAGE } from '#client/components/jobs/job-logo.tsx';
import { useOpenProfile } from './open-profile.ts';

// PrimeReact's overlay and dialog load on their first use (or a pointer or focus on the way to
// it): most visitors open neither, and their modules cost every visit's start otherwise.
const loadOverlayPanel = withPrimeReactLocale(() =>
  import('primereact/overlaypanel').then((module) => ({ default: module.OverlayPanel })),
);
const loadDialog = withPrimeReactLocale(() =>
  import('primereact/dialog').then((module) => ({ default: module.Dialog })),
);
const OverlayPanel = lazy(loadOverlayPanel);
const Dialog = lazy(loadDialog);

function initials(person: JobPerson) {
  return `${Array.from(person.firstname)[0] ?? ''}${Array.from(person.lastname)[0] ?? ''}`.toLocaleUpperCase(
    'tr',
  );
}

function PersonAvatar({ person }: { person: JobPerson }) {
  const [broken, setBroken] = useState(false);
  if (!person.pictureUrl)
    return <span className="person-avatar__initials">{initials(person)}</span>;
  return (
    <img
      src={broken ? PLACEHOLDER_IMAGE : person.pictureUrl}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/** Recruiters: the first five avatars, then +N opening the full list; an avatar opens 'Message to Recruiter'. */
export function JobRecruiters({ people }: { people: JobPerson[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overlay = useRef<OverlayPanelHandle | null>(null);
  const [selected, setSelected] = useState<JobPerson | null>(null);
  const showOverlay = useCallback((target: HTMLElement) => overlay.current?.show(null, target), []);
  const overlayPopup = usePopupOnFirstUse(showOverlay);
  // The dialog, too, exists from its first use on.
  const [listOpen, setListOpen] = useState(false);
  const [listUsed, setListUsed] = useState(false);
  const shown = people.slice(0, LIMITS.recruiterAvatars);
  const rest = people.length - shown.length;
  const name = (person: JobPerson) => `${person.firstname} ${person.lastname}`;
  const open = (person: JobPerson, target: HTMLElement) => {
    setSelected(person);
    const panel = overlay.current;
    if (!panel) overlayPopup.openFirst(target);
    else
      reopenAt(
        () => {
          if (panel.isVisible()) panel.hide();
        },
        () => showOverlay(target),
      );
  };
  return (
    <div className="job-people">
      <ul className="job-people__avatars">
        {shown.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              className="person-avatar"
              title={name(person)}
              aria-label={name(person)}
              {...preloadOnIntent(loadOverlayPanel)}
              onClick={(event) => open(person, event.currentTarget)}
            >
              <PersonAvatar person={person} />
            </button>
          </li>
        ))}
        {rest > 0 && (
          <li>
            <button
              type="button"
              className="person-avatar person-avatar--more"
              aria-label={t('jobs.detail.moreRecruiters', { count: people.length })}
              {...preloadOnIntent(loadDialog)}
              onClick={() => {
                setListUsed(true);
                setListOpen(true);
              }}
            >
              +{rest}
            </button>
          </li>
        )}
      </ul>
      {overlayPopup.host(
        <OverlayPanel ref={overlay} className="person-overlay">
          {selected && (
            <div className="person-overlay__body">
              <strong>{name(selected)}</strong>
              {selected.email ? (
                <a className="p-button p-button-sm" href={`mailto:${selected.email}`}>
                  <span className="pi pi-envelope" aria-hidden="true" />
                  <span>{t('jobs.detail.messageToRecruiter')}</span>
                </a>
              ) : (
                <Button
                  size="small"
                  icon="pi pi-envelope"
                  label={t('jobs.detail.messageToRecruiter')}
                  onClick={() =>
                    void navigate(
                      `${pathFor('login')}?redirect=${encodeURIComponent(window.location.pathname)}`,
                    )
                  }
                />
              )}
            </div>
          )}
        </OverlayPanel>,
      )}
      {listUsed && (
        <Suspense fallback={null}>
          <Dialog
            visible={listOpen}
            onHide={() => setListOpen(false)}
            header={t('jobs.detail.allRecruiters')}
            style={{ width: '550px' }}
            breakpoints={{ '640px': '95vw' }}
          >
            <ul className="job-people__list">
              {people.map((person) => (
                <li key={person.id}>
                  <span className="person-avatar" aria-hidden="true">
                    <PersonAvatar person={person} />
                  </span>
                  <span>{name(person)}</span>
                  {person.email && (
                    <a href={`mailto:${person.email}`}>{t('jobs.detail.messageToRecruiter')}</a>
                  )}
                </li>
              ))}
            </ul>
          </Dialog>
        </Suspense>
      )}
    </div>
  );
}

/** Company responsibles: clicking one opens their public profile. */
export function JobResponsibles({ people }: { people: JobPerson[] }) {
  const { t } = useTranslation();
  const openProfile = useOpenProfile();
  return (
    <ul className="job-people__avatars">
      {people.map((person) => {
        const name = `${person.firstname} ${person.lastname}`;
        return (
          <li key={person.id}>
            <button
              type="button"
              className="person-avatar"
              title={name}
              aria-label={t('jobs.detail.profileOf', { name })}
              onClick={() => void openProfile(person.id)}
            >
              <PersonAvatar person={person} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
