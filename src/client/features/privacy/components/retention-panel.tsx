import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#client/components/toast/toast.ts';
import {
  useRetention,
  useSaveRetention,
  useSetLegalHold,
  type LegalHoldKind,
} from '../api/privacy-admin.ts';

/** The retention period staff set, what the job holds now, and legal holds on records. */
export function RetentionPanel() {
  const { t } = useTranslation();
  const retention = useRetention();
  const save = useSaveRetention();
  const hold = useSetLegalHold();
  const id = useId();
  // Undefined until staff type: the field shows the stored period.
  const [typed, setMonths] = useState<number | null | undefined>(undefined);
  const [holdKind, setHoldKind] = useState<LegalHoldKind>('candidate');
  const [holdId, setHoldId] = useState<number | null>(null);
  const months = typed === undefined ? (retention.data?.retentionMonths ?? null) : typed;

  if (retention.isPending)
    return (
      <div className="page-state" role="status">
        <ProgressSpinner
          style={{ width: '2rem', height: '2rem' }}
          aria-label={t('common.loading')}
        />
      </div>
    );
  if (retention.isError)
    return (
      <div className="page-state" role="alert">
        <p>{t('privacy.retention.loadFailed')}</p>
        <Button
          type="button"
          label={t('common.tryAgain')}
          onClick={() => void retention.refetch()}
        />
      </div>
    );

  const setHold = (held: boolean) => {
    if (!holdId) return;
    hold.mutate(
      { kind: holdKind, id: holdId, held },
      {
        onSuccess: () =>
          showToast({
            severity: 'success',
            summary: t(held ? 'privacy.retention.holdSet' : 'privacy.retention.holdReleased'),
          }),
        onError: () => showToast({ severity: 'error', summary: t('privacy.retention.holdFailed') }),
      },
    );
  };

  return (
    <section className="retention-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('privacy.retention.title')}</h2>
      <p>{t('privacy.retention.intro')}</p>
      <p className="retention-panel__summary">
        {t('privacy.retention.summary', {
          quarantined: retention.data.quarantined,
          holds: retention.data.legalHolds,
          destroyed: retention.data.destroyedLast30Days,
        })}
      </p>
      <form
        className="retention-panel__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!months) return;
          save.mutate(months, {
            onSuccess: () =>
              showToast({ severity: 'success', summary: t('privacy.retention.saved') }),
            onError: () =>
              showToast({ severity: 'error', summary: t('privacy.retention.saveFailed') }),
          });
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-months`}>{t('privacy.retention.months')}</label>
          <InputNumber
            inputId={`${id}-months`}
            value={months}
            min={1}
            max={240}
            useGrouping={false}
            onValueChange={(e) => setMonths(e.value ?? null)}
          />
        </div>
        <Button type="submit" label={t('privacy.retention.save')} loading={save.isPending} />
      </form>
      <h3>{t('privacy.retention.holdTitle')}</h3>
      <p>{t('privacy.retention.holdIntro')}</p>
      <div className="retention-panel__row">
        <div className="form-field">
          <label id={`${id}-kind-label`} htmlFor={`${id}-kind`}>
            {t('privacy.retention.holdKind')}
          </label>
          <Dropdown
            // The hidden native <select> stays out of the accessibility tree.
            pt={{
              select: { 'aria-hidden': true },
              trigger: { 'aria-label': t('privacy.retention.holdKind') },
            }}
            inputId={`${id}-kind`}
            value={holdKind}
            options={(['candidate', 'user'] as const).map((value) => ({
              value,
              label: t(`privacy.retention.holdKinds.${value}`),
            }))}
            onChange={(e) => setHoldKind(e.value as LegalHoldKind)}
            aria-labelledby={`${id}-kind-label`}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-record`}>{t('privacy.retention.holdId')}</label>
          <InputNumber
            inputId={`${id}-record`}
            value={holdId}
            min={1}
            max={2_147_483_647}
            useGrouping={false}
            onValueChange={(e) => setHoldId(e.value ?? null)}
          />
        </div>
        <Button
          type="button"
          label={t('privacy.retention.hold')}
          disabled={!holdId}
          loading={hold.isPending && hold.variables?.held === true}
          onClick={() => setHold(true)}
        />
        <Button
          type="button"
          outlined
          label={t('privacy.retention.release')}
          disabled={!holdId}
          loading={hold.isPending && hold.variables?.held === false}
          onClick={() => setHold(false)}
        />
      </div>
    </section>
  );
}
