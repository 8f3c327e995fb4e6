import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { HowItWorksTab, type HowItWorksAudience } from '../components/how-it-works-tab.tsx';
import '../content.css';

const TABS: HowItWorksAudience[] = ['companies', 'recruiters', 'candidates'];

/** How it works: three tabs (companies, recruiters, candidates); each tab change reloads its content. */
export function HowItWorksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.howItWorks'));
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const audience = TABS[active] ?? 'companies';

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (active + step + TABS.length) % TABS.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="content-page how-page">
      <div className="container">
        <div
          className="how-page__tabs"
          role="tablist"
          aria-label={t('content.howItWorks.tabs.label')}
          onKeyDown={onKeyDown}
        >
          {TABS.map((tab, index) => (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`how-tab-${tab}`}
              aria-selected={index === active}
              aria-controls="how-panel"
              tabIndex={index === active ? 0 : -1}
              className="how-page__tab"
              onClick={() => setActive(index)}
            >
              {t(`content.howItWorks.tabs.${tab}`)}
            </button>
          ))}
        </div>
      </div>
      <div id="how-panel" role="tabpanel" aria-labelledby={`how-tab-${audience}`}>
        <HowItWorksTab key={audience} audience={audience} />
      </div>
    </div>
  );
}
