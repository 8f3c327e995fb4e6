import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingText } from '#shared/schemas/consents.ts';
import {
  LegalTextDialog,
  type LegalTextType,
} from '#client/components/legal-text/legal-text-dialog.tsx';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { logout } from '#client/session/session-service.ts';
import { usePendingConsents, useSaveConsents } from '../api/pending-consents.ts';
import '../consents.css';

const ACCEPT_LABEL: Record<LegalTextType, string> = {
  1: 'consents.gate.acceptTerms',
  2: 'consents.gate.acceptPrivacy',
  3: 'consents.gate.grantConsent',
};

/**
 * After login, when a text the user accepted has changed: a dialog that stays until the new
 * version is answered (or the user logs out). Nothing shows while loading or when the check
 * fails: the app stays usable and the dialog comes at the next start.
 */
export function ConsentGate({ userId }: { userId: string }) {
  const pending = usePendingConsents(userId);
  const texts = pending.data?.pending ?? [];
  if (texts.length === 0) return null;
  return <GateDialog userId={userId} texts={texts} />;
}

function GateDialog({ userId, texts }: { userId: string; texts: PendingText[] }) {
  const { t } = useTranslation();
  const appDate = useAppDate();
  const save = useSaveConsents(userId);
  const [answers, setAnswers] = useState<Record<number, boolean>>({});
  const [reading, setReading] = useState<LegalTextType | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (texts.some((text) => text.required && !answers[text.termTypeId])) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate({
      answers: texts.map((text) => ({
        termTypeId: text.termTypeId,
        version: text.version,
        granted: Boolean(answers[text.termTypeId]),
      })),
    });
  };

  return (
    <Dialog
      visible
      modal
      closable={false}
      closeOnEscape={false}
      header={t('consents.gate.title')}
      className="consent-gate"
      style={{ width: '550px' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={() => undefined}
      footer={
        <div className="consent-gate__actions">
          <Button
            type="button"
            link
            label={t('consents.gate.logout')}
            onClick={() => void logout({ to: 'login' })}
          />
          <Button
            type="button"
            label={t('consents.gate.submit')}
            loading={save.isPending}
            onClick={submit}
          />
        </div>
      }
    >
      <p>{t('consents.gate.intro')}</p>
      <ul className="consent-gate__list">
        {texts.map((text) => {
          const id = `consent-gate-${text.termTypeId}`;
          return (
            <li key={text.termTypeId} className="consent-gate__item">
              <div className="consent-gate__head">
                <strong>{t(`consents.gate.titles.${text.termTypeId}`)}</strong>
                <span className="consent-gate__version">
                  {t('consents.gate.version', {
                    version: text.version,
                    date: appDate.date(text.publishedAt),
                  })}
                </span>
                <Button
                  type="button"
                  link
                  className="consent-gate__read"
                  label={t('consents.gate.read')}
                  aria-label={`${t('consents.gate.read')}: ${t(`consents.gate.titles.${text.termTypeId}`)}`}
                  onClick={() => setReading(text.termTypeId)}
                />
              </div>
              <div className="consent-gate__check">
                <Checkbox
                  inputId={id}
                  checked={Boolean(answers[text.termTypeId])}
                  invalid={missing && text.required && !answers[text.termTypeId]}
                  onChange={(event) =>
                    setAnswers({ ...answers, [text.termTypeId]: Boolean(event.checked) })
                  }
                />
                <label htmlFor={id}>{t(ACCEPT_LABEL[text.termTypeId])}</label>
              </div>
            </li>
          );
        })}
      </ul>
      {missing && (
        <p className="consent-gate__error" role="alert">
          {t('consents.gate.required')}
        </p>
      )}
      {save.isError && (
        <p className="consent-gate__error" role="alert">
          {t('consents.gate.saveFailed')}
        </p>
      )}
      {reading !== null && (
        <LegalTextDialog termTypeId={reading} onClose={() => setReading(null)} />
      )}
    </Dialog>
  );
}
