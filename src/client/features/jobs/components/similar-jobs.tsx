import { Button } from '#client/startup/light/button.tsx';
import {
  reopenAt,
  usePopupOnFirstUse,
} from '#client/startup/prime-styles/use-popup-on-first-use.tsx';
import { withPrimeReactLocale } from '#client/i18n/i18n.ts';
import { preloadOnIntent } from '#client/lib/preloadable-lazy.tsx';
import type { Menu as MenuHandle } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import {
  lazy,
  memo,
  useCallback,
  useRef,
  useState,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { Skeleton } from '#client/startup/light/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '#shared/format/money.ts';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { jobDetailPath } from '#client/lib/job-path.ts';
import { JobLogo } from '#client/components/jobs/job-logo.tsx';
import { LoadError } from '#client/components/load-error/load-error.tsx';
import type { LaunchableJob } from '#client/components/refer-apply/use-refer-apply.tsx';
import { VerticalCarousel } from './vertical-carousel.tsx';

// PrimeReact's Menu loads on the first open (or a pointer or focus on the way to it).
const loadMenu = withPrimeReactLocale(() =>
  import('primereact/menu').then((module) => ({ default: module.Menu })),
);
const Menu = lazy(loadMenu);

type Actions = { onRefer: (job: LaunchableJob) => void; onApply: (job: LaunchableJob) => void };

/** Copies the job's absolute link and confirms with the spec's toast. */
export async function shareJob(job: { slug: string; id: string }, t: (key: string) => string) {
  const url = `${window.location.origin}${jobDetailPath(job)}`;
  try {
    await navigator.clipboard.writeText(url);
  } catch {
    // Clipboard refused (permissions): fall back to a hidden text area.
    const area = document.createElement('textarea');
    area.value = url;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  showToast({
    severity: 'success',
    summary: t('jobs.detail.linkCopied'),
    detail: t('jobs.detail.linkCopiedDetail'),
  });
}

/** The three-dot menu's entries for one job: view, share, and Refer/Apply as its flags allow. */
function useJobMenuItems(job: JobSummary | null, { onRefer, onApply }: Actions): MenuItem[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!job) return [];
  const items: MenuItem[] = [
    {
      label: t('jobs.detail.viewDetails'),
      icon: 'pi pi-eye',
      command: () => void navigate(jobDetailPath(job)),
    },
    {
      label: t('jobs.detail.share'),
      icon: 'pi pi-share-alt',
      command: () => void shareJob(job, t),
    },
  ];
  if (job.showRefer !== -1)
    items.push({
      label: job.showRefer === 0 ? t('jobs.detail.alreadyReferred') : t('jobs.card.refer'),
      icon: 'pi pi-user-plus',
      command: () => onRefer(job),
    });
  if (job.showApply !== -1)
    items.push({
      label: job.showApply === 0 ? t('jobs.detail.alreadyApplied') : t('jobs.card.apply'),
      icon: 'pi pi-send',
      command: () => onApply(job),
    });
  return items;
}

type OpenMenu = (job: JobSummary, event: MouseEvent<HTMLButtonElement>) => void;

function SimilarJobCard({ job, onOpenMenu }: { job: JobSummary; onOpenMenu: OpenMenu }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="similar-job">
      <JobLogo
        src={job.companyLogoUrl}
        alt={t('jobs.card.logoAlt', { company: job.companyName })}
        size={40}
      />
      <div className="similar-job__body">
        <Link to={jobDetailPath(job)} className="similar-job__title">
          {job.title}
        </Link>
        <span className="similar-job__meta">
          {job.companyName} · {[job.cityName, job.countryName].filter(Boolean).join(', ')}
        </span>
        <span className="similar-job__reward">
          {t('jobs.card.reward', {
            amount: formatMoney(job.reward.amountMinor, job.reward.currency, i18n.language),
          })}
        </span>
      </div>
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        text
        rounded
        aria-label={t('jobs.detail.menu', { title: job.title })}
        aria-haspopup="menu"
        {...preloadOnIntent(loadMenu)}
        onClick={(event) => onOpenMenu(job, event)}
      />
    </article>
  );
}

/**
 * One popup menu for all the cards, filled with the job whose button opened it: a PrimeReact
 * Menu per card cost a component (and its style effects) per similar job on every visit. It
 * exists from its first use on, and shows at the button that asked once it has loaded.
 */
function useSharedJobMenu(actions: Actions) {
  const menu = useRef<MenuHandle | null>(null);
  const [job, setJob] = useState<JobSummary | null>(null);
  const shownFor = useRef<string | null>(null);
  // The click's event is gone by then; Menu.show reads only the element it opens at.
  const showFirst = useCallback(
    (target: HTMLElement) =>
      menu.current?.show({ currentTarget: target } as unknown as SyntheticEvent),
    [],
  );
  const menuPopup = usePopupOnFirstUse(showFirst);
  const { openFirst } = menuPopup;
  const open = useCallback<OpenMenu>(
    (clicked, event) => {
      const popup = menu.current;
      if (!popup) openFirst(event.currentTarget);
      else if (shownFor.current === clicked.id) {
        popup.toggle(event); // the same button opens or closes it
      } else {
        // Another card's button moves the menu there.
        reopenAt(
          () => popup.hide(event),
          () => popup.show(event),
        );
      }
      shownFor.current = clicked.id;
      setJob(clicked);
    },
    [openFirst],
  );
  const items = useJobMenuItems(job, actions);
  return { open, menu: menuPopup.host(<Menu model={items} popup ref={menu} />) };
}

/**
 * Similar Jobs: a vertical carousel (5 visible, scroll 1) or 'No Similar Jobs Found'; when they
 * could not load, the error and a retry. Memoised: the page feeds it deferred values, so the
 * carousel renders in a transition.
 */
export const SimilarJobs = memo(function SimilarJobs({
  jobs,
  loading,
  failed,
  onRetry,
  ...actions
}: {
  jobs: JobSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
} & Actions) {
  const { t } = useTranslation();
  const jobMenu = useSharedJobMenu(actions);
  return (
    <section className="job-detail__card similar-jobs" aria-labelledby="similar-jobs-title">
      <h2 id="similar-jobs-title">{t('jobs.detail.similar')}</h2>
      {failed ? (
        <LoadError message={t('jobs.list.loadError')} onRetry={onRetry} />
      ) : loading ? (
        <div className="similar-jobs__loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="4rem" className="mb-2" />
          ))}
        </div>
      ) : jobs && jobs.length > 0 ? (
        <VerticalCarousel
          key={jobs.map((job) => job.id).join()} // another job's list starts at its top
          items={jobs}
          numVisible={Math.min(5, jobs.length)}
          itemKey={(job) => job.id}
          renderItem={(job) => <SimilarJobCard job={job} onOpenMenu={jobMenu.open} />}
          itemHeightRem={6}
          prevLabel={t('jobs.detail.similarPrevious')}
          nextLabel={t('jobs.detail.similarNext')}
        />
      ) : (
        <p className="similar-jobs__empty">{t('jobs.detail.noSimilar')}</p>
      )}
      {jobs && jobs.length > 0 && jobMenu.menu}
    </section>
  );
});
