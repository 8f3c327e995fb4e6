import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContactSubject } from '#shared/schemas/cms.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useAdminContactSubjects } from '../api/list-contact-subjects.ts';
import { useSaveContactSubject } from '../api/save-contact-subject.ts';
import { PreviewButton } from '../components/preview-link.tsx';
import { ActiveCheckbox, EditDialog, RequiredTextField } from '../components/edit-dialog.tsx';
import '../cms-admin.css';

function SubjectDialog({
  subject,
  onClose,
}: {
  subject: AdminContactSubject | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveContactSubject();
  const [nameEn, setNameEn] = useState(subject?.nameEn ?? '');
  const [nameTr, setNameTr] = useState(subject?.nameTr ?? '');
  const [sortOrder, setSortOrder] = useState<number>(subject?.sortOrder ?? 0);
  const [active, setActive] = useState(subject?.active ?? true);
  const [tried, setTried] = useState(false);

  return (
    <EditDialog
      header={subject ? t('cmsAdmin.subjects.editSubject') : t('cmsAdmin.subjects.newSubject')}
      width={550}
      saving={save.isPending}
      onClose={onClose}
      save={() => {
        setTried(true);
        if (!nameEn.trim() || !nameTr.trim()) return false;
        return save.mutateAsync({
          id: subject?.id,
          nameEn: nameEn.trim(),
          nameTr: nameTr.trim(),
          sortOrder,
          active,
        });
      }}
    >
      <RequiredTextField
        id="subject-name-en"
        label={t('cmsAdmin.subjects.nameEn')}
        value={nameEn}
        missing={tried && !nameEn.trim()}
        onChange={setNameEn}
      />
      <RequiredTextField
        id="subject-name-tr"
        label={t('cmsAdmin.subjects.nameTr')}
        value={nameTr}
        missing={tried && !nameTr.trim()}
        onChange={setNameTr}
      />
      <div className="cms-field">
        <label htmlFor="subject-order">{t('cmsAdmin.subjects.sortOrder')}</label>
        <InputNumber
          inputId="subject-order"
          value={sortOrder}
          min={0}
          max={32000}
          onValueChange={(event) => setSortOrder(event.value ?? 0)}
        />
      </div>
      <ActiveCheckbox id="subject-active" checked={active} onChange={setActive} />
    </EditDialog>
  );
}

/** Staff: the subjects of the contact form. */
export function CmsContactSubjectsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cmsAdmin.subjects.title'));
  const query = useAdminContactSubjects();
  const [editing, setEditing] = useState<AdminContactSubject | 'new' | null>(null);

  return (
    <div className="cms-page">
      <header className="page-head">
        <h1>{t('cmsAdmin.subjects.title')}</h1>
        <p className="page-head__sub">{t('cmsAdmin.subjects.subtitle')}</p>
      </header>
      <div className="cms-toolbar">
        <div className="cms-toolbar__end">
          <PreviewButton url="/contact-us" />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('cmsAdmin.subjects.newSubject')}
            onClick={() => setEditing('new')}
          />
        </div>
      </div>
      {query.isError && (
        <div className="page-state" role="alert">
          <p>{t('cmsAdmin.common.loadFailed')}</p>
          <Button type="button" label={t('common.tryAgain')} onClick={() => void query.refetch()} />
        </div>
      )}
      <DataTable
        value={query.data ?? []}
        loading={query.isPending}
        dataKey="id"
        size="small"
        stripedRows
        emptyMessage={t('cmsAdmin.common.empty')}
        aria-label={t('cmsAdmin.subjects.title')}
      >
        <Column field="sortOrder" header={t('cmsAdmin.subjects.sortOrder')} />
        <Column field="nameEn" header={t('cmsAdmin.subjects.nameEn')} />
        <Column field="nameTr" header={t('cmsAdmin.subjects.nameTr')} />
        <Column
          header={t('cmsAdmin.common.active')}
          body={(row: AdminContactSubject) => (
            <Tag
              severity={row.active ? 'success' : 'warning'}
              value={row.active ? t('cmsAdmin.common.active') : t('cmsAdmin.common.inactive')}
            />
          )}
        />
        <Column
          header={t('cmsAdmin.common.actions')}
          body={(row: AdminContactSubject) => (
            <Button
              type="button"
              icon="pi pi-pencil"
              text
              rounded
              aria-label={`${t('cmsAdmin.common.edit')}: ${row.nameEn}`}
              onClick={() => setEditing(row)}
            />
          )}
        />
      </DataTable>
      {editing && (
        <SubjectDialog
          subject={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
