import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFaqGroup } from '#shared/schemas/cms.ts';
import { useSaveFaqGroup } from '../api/save-faq-group.ts';
import { ActiveCheckbox, EditDialog, RequiredTextField } from './edit-dialog.tsx';
import type { Lang } from './language-select.tsx';

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

  return (
    <EditDialog
      header={group ? t('cmsAdmin.faq.editGroup') : t('cmsAdmin.faq.newGroup')}
      width={550}
      saving={save.isPending}
      onClose={onClose}
      save={() => {
        if (!definition.trim()) {
          setInvalid(true);
          return false;
        }
        return save.mutateAsync({
          id: group?.id,
          language: group?.language ?? lang,
          definition: definition.trim(),
          active,
        });
      }}
    >
      <RequiredTextField
        id="faq-group-definition"
        label={t('cmsAdmin.faq.definition')}
        value={definition}
        missing={invalid}
        onChange={setDefinition}
      />
      <ActiveCheckbox id="faq-group-active" checked={active} onChange={setActive} />
    </EditDialog>
  );
}
