import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFaqGroup, AdminFaqItem } from '#shared/schemas/cms.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useDeactivateFaqGroup } from '../api/deactivate-faq-group.ts';
import { useDeactivateFaqItem } from '../api/deactivate-faq-item.ts';
import { useAdminFaqGroups } from '../api/list-faq-groups.ts';
import { useAdminFaqItems } from '../api/list-faq-items.ts';
import { useReorderFaqGroups } from '../api/reorder-faq-groups.ts';
import { useReorderFaqItems } from '../api/reorder-faq-items.ts';
import { FaqGroupDialog } from '../components/faq-group-dialog.tsx';
import { FaqItemDialog } from '../components/faq-item-dialog.tsx';
import { LanguageSelect, type Lang } from '../components/language-select.tsx';
import { OrderedList } from '../components/ordered-list.tsx';
import { PreviewButton } from '../components/preview-link.tsx';
import { toastFailed, toastSaved } from '../components/save-toasts.ts';
import '../cms-admin.css';

/** Staff: FAQ topics and questions per language, with ordering. */
export function CmsFaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cmsAdmin.faq.title'));
  const [lang, setLang] = useState<Lang>('en');
  const [chosen, setChosen] = useState<number | null>(null);
  const [groupDialog, setGroupDialog] = useState<AdminFaqGroup | 'new' | null>(null);
  const [itemDialog, setItemDialog] = useState<AdminFaqItem | 'new' | null>(null);
  const groups = useAdminFaqGroups(lang);
  const groupList = groups.data ?? [];
  const selected = groupList.find((group) => group.id === chosen) ?? groupList[0] ?? null;
  const items = useAdminFaqItems(selected?.id ?? null);
  const reorderGroups = useReorderFaqGroups();
  const reorderItems = useReorderFaqItems();
  const deactivateGroup = useDeactivateFaqGroup();
  const deactivateItem = useDeactivateFaqItem();
  const done = {
    onSuccess: () => toastSaved(t),
    onError: (error: unknown) => toastFailed(t, error),
  };

  const confirm = (message: string, accept: () => void) =>
    confirmDialog({
      header: t('cmsAdmin.common.confirmTitle'),
      message,
      acceptLabel: t('cmsAdmin.common.yes'),
      rejectLabel: t('cmsAdmin.common.no'),
      accept,
    });

  return (
    <div className="cms-page">
      <header className="page-head">
        <h1>{t('cmsAdmin.faq.title')}</h1>
        <p className="page-head__sub">{t('cmsAdmin.faq.subtitle')}</p>
      </header>
      <div className="cms-toolbar">
        <LanguageSelect
          value={lang}
          onChange={(next) => {
            setLang(next);
            setChosen(null);
          }}
        />
        <div className="cms-toolbar__end">
          <PreviewButton url="/faq" />
        </div>
      </div>
      {groups.isError && (
        <div className="page-state" role="alert">
          <p>{t('cmsAdmin.common.loadFailed')}</p>
          <Button
            type="button"
            label={t('common.tryAgain')}
            onClick={() => void groups.refetch()}
          />
        </div>
      )}
      <div className="cms-columns">
        <section className="cms-panel" aria-labelledby="cms-faq-groups">
          <div className="cms-panel__head">
            <h2 id="cms-faq-groups">{t('cmsAdmin.faq.groups')}</h2>
            <Button
              type="button"
              icon="pi pi-plus"
              label={t('cmsAdmin.faq.newGroup')}
              size="small"
              onClick={() => setGroupDialog('new')}
            />
          </div>
          {groups.isPending ? (
            <ProgressSpinner
              style={{ width: '2rem', height: '2rem' }}
              aria-label={t('common.loading')}
            />
          ) : groupList.length === 0 ? (
            <p className="cms-empty">{t('cmsAdmin.common.empty')}</p>
          ) : (
            <OrderedList
              rows={groupList}
              label={(group) => group.definition}
              extra={(group) => (
                <small className="cms-muted">
                  {t('cmsAdmin.faq.questions', { count: group.itemCount })}
                </small>
              )}
              selectedId={selected?.id}
              onSelect={(group) => setChosen(group.id)}
              onEdit={(group) => setGroupDialog(group)}
              onDeactivate={(group) =>
                confirm(t('cmsAdmin.faq.deactivateGroupConfirm'), () =>
                  deactivateGroup.mutate(group.id, done),
                )
              }
              onReorder={(ids) => reorderGroups.mutate({ lang, ids }, done)}
              busy={reorderGroups.isPending}
            />
          )}
        </section>
        <section className="cms-panel" aria-labelledby="cms-faq-items">
          <div className="cms-panel__head">
            <h2 id="cms-faq-items">
              {t('cmsAdmin.faq.items')}
              {selected ? `: ${selected.definition}` : ''}
            </h2>
            {selected && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('cmsAdmin.faq.newItem')}
                size="small"
                onClick={() => setItemDialog('new')}
              />
            )}
          </div>
          {!selected ? (
            <p className="cms-empty">{t('cmsAdmin.faq.selectGroup')}</p>
          ) : items.isPending ? (
            <ProgressSpinner
              style={{ width: '2rem', height: '2rem' }}
              aria-label={t('common.loading')}
            />
          ) : (items.data ?? []).length === 0 ? (
            <p className="cms-empty">{t('cmsAdmin.common.empty')}</p>
          ) : (
            <OrderedList
              rows={items.data ?? []}
              label={(item) => item.question}
              onEdit={(item) => setItemDialog(item)}
              onDeactivate={(item) =>
                confirm(t('cmsAdmin.faq.deactivateItemConfirm'), () =>
                  deactivateItem.mutate(item.id, done),
                )
              }
              onReorder={(ids) => reorderItems.mutate({ groupId: selected.id, ids }, done)}
              busy={reorderItems.isPending}
            />
          )}
        </section>
      </div>
      <ConfirmDialog />
      {groupDialog && (
        <FaqGroupDialog
          group={groupDialog === 'new' ? null : groupDialog}
          lang={lang}
          onClose={() => setGroupDialog(null)}
        />
      )}
      {itemDialog && selected && (
        <FaqItemDialog
          item={itemDialog === 'new' ? null : itemDialog}
          groupId={selected.id}
          onClose={() => setItemDialog(null)}
        />
      )}
    </div>
  );
}
