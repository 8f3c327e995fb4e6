import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFaqGroup } from '#shared/schemas/cms.ts';
import { useSaveFaqGroup } from '../api/save-faq-group.ts';
import type { Lang } from './language-select.tsx';
import { toastFailed, toastSaved } from './save-toasts.ts';

/** Adds a topic (last in order) or renames one. */
export function FaqGroupDialog({
  group,
  lang,
  onClose,
}: {
  group: AdminFaqGroup | null;
  lang: Lang;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFaqGroup();
  const [definition, setDefinition] = useState(group?.definition ?? '');
  const [active, setActive] = useState(group?.active ?? true);
  const [invalid, setInvalid] = useState(false);

  const submit = async () => {
    if (!definition.trim()) return setInvalid(true);
    try {
      await save.mutateAsync({
        id: group?.id,
        language: group?.language ?? lang,
        definition: definition.trim(),
        active,
      });
      toastSaved(t);
      onClose();
    } catch (error) {
      toastFailed(t, error);
    }
  };

  return (
    <Dialog
      header={group ? t('cmsAdmin.faq.editGroup') : t('cmsAdmin.faq.newGroup')}
      visible
      onHide={onClose}
      style={{ width: 'min(550px, 96vw)' }}
      footer={
        <div>
          <Button type="button" label={t('cmsAdmin.common.cancel')} text onClick={onClose} />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('cmsAdmin.common.save')}
            loading={save.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <div className="cms-form">
        <div className="cms-field">
          <label htmlFor="faq-group-definition">{t('cmsAdmin.faq.definition')}</label>
          <InputText
            id="faq-group-definition"
            value={definition}
            invalid={invalid}
            aria-describedby={invalid ? 'faq-group-definition-error' : undefined}
            onChange={(event) => setDefinition(event.target.value)}
          />
          {invalid && (
            <small id="faq-group-definition-error" className="form-field__error" role="alert">
              {t('validation.requiredField', { label: t('cmsAdmin.faq.definition') })}
            </small>
          )}
        </div>
        <div className="cms-check">
          <Checkbox
            inputId="faq-group-active"
            checked={active}
            onChange={(event) => setActive(Boolean(event.checked))}
          />
          <label htmlFor="faq-group-active">{t('cmsAdmin.common.active')}</label>
        </div>
      </div>
    </Dialog>
  );
}
