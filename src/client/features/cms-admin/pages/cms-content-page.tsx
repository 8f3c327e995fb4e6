import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stripTags } from '#shared/format/text.ts';
import type { AdminContentItem } from '#shared/schemas/cms.ts';
import { HIDDEN_SELECT_PT } from '#client/components/country-city-select/dropdown-a11y.ts';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import { useAppDate } from '#client/i18n/use-app-date.ts';
import { useDeleteContentItem } from '../api/delete-content-item.ts';
import { useContentItems } from '../api/list-content-items.ts';
import { ContentItemDialog } from '../components/content-item-dialog.tsx';
import { LanguageSelect, type Lang } from '../components/language-select.tsx';
import { PreviewButton, publicUrl } from '../components/preview-link.tsx';
import { toastFailed, toastSaved } from '../components/save-toasts.ts';
import '../cms-admin.css';

const pageKey = (page: { pagePath: string; tagGroup: string }) =>
  `${page.pagePath}|${page.tagGroup}`;

const SUMMARY_LENGTH = 120;

/** Cuts a long text at the last word boundary within `max` characters and ends it with "…". */
function cutAtWord(text: string, max = SUMMARY_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  // A word that ends exactly at the cut stays whole; a long word with no space before it is cut.
  const space = /\s/.test(chars[max - 1] ?? '') ? head.length : head.search(/\s\S*$/);
  const kept = space > head.length / 2 ? head.slice(0, space) : head;
  return `${kept.replace(/[\s.,;:·!?-]+$/u, '')}…`;
}

function summary(item: AdminContentItem): string {
  if (item.htmlContent) return cutAtWord(stripTags(item.htmlContent));
  if (item.listContent.length > 0)
    return cutAtWord(
      item.listContent.map((row) => row.html_header.replace(/<[^>]*>/g, '')).join(' · '),
    );
  return item.filePath ?? '';
}

/** Staff: content items per page path, tag group and language (get-started texts included). */
export function CmsContentPage() {
  const { t } = useTranslation();
  const appDate = useAppDate();
  useDocumentTitle(t('cmsAdmin.content.title'));
  const [lang, setLang] = useState<Lang>('en');
  const [page, setPage] = useState<string>('/|');
  const [editing, setEditing] = useState<AdminContentItem | 'new' | null>(null);
  const [pagePath = '/', tagGroup = ''] = page.split('|');
  const query = useContentItems({ pagePath, tagGroup, lang });
  const remove = useDeleteContentItem();
  const pages = query.data?.pages ?? [{ pagePath, tagGroup }];
  const pageOptions = pages.map((p) => ({
    value: pageKey(p),
    label: p.tagGroup ? `${p.pagePath} · ${p.tagGroup}` : p.pagePath,
  }));

  const askDelete = (item: AdminContentItem) =>
    confirmDialog({
      header: t('cmsAdmin.common.confirmTitle'),
      message: t('cmsAdmin.content.deleteConfirm'),
      acceptLabel: t('cmsAdmin.common.yes'),
      rejectLabel: t('cmsAdmin.common.no'),
      accept: () =>
        remove.mutate(item.id, {
          onSuccess: () => toastSaved(t),
          onError: (error) => toastFailed(t, error),
        }),
    });

  return (
    <div className="cms-page">
      <header className="page-head">
        <h1>{t('cmsAdmin.content.title')}</h1>
        <p className="page-head__sub">{t('cmsAdmin.content.subtitle')}</p>
      </header>
      <div className="cms-toolbar">
        <div className="cms-field">
          <label htmlFor="cms-content-page">{t('cmsAdmin.content.page')}</label>
          <Dropdown
            pt={HIDDEN_SELECT_PT}
            inputId="cms-content-page"
            value={page}
            options={pageOptions}
            onChange={(event) => setPage(String(event.value))}
            filter
          />
        </div>
        <LanguageSelect value={lang} onChange={setLang} />
        <div className="cms-toolbar__end">
          <PreviewButton url={publicUrl(pagePath, tagGroup)} />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('cmsAdmin.content.newItem')}
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
        value={query.data?.items ?? []}
        loading={query.isPending}
        dataKey="id"
        emptyMessage={t('cmsAdmin.common.empty')}
        size="small"
        stripedRows
        aria-label={t('cmsAdmin.content.title')}
      >
        <Column field="tag" header={t('cmsAdmin.content.tag')} />
        <Column
          header={t('cmsAdmin.content.text')}
          body={(item: AdminContentItem) => <span className="cms-summary">{summary(item)}</span>}
        />
        <Column
          header={t('cmsAdmin.content.updated')}
          body={(item: AdminContentItem) => appDate.dateTime(item.updatedAt)}
        />
        <Column
          header={t('cmsAdmin.common.actions')}
          body={(item: AdminContentItem) => (
            <span className="cms-row-actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={`${t('cmsAdmin.common.edit')} ${item.tag}`}
                onClick={() => setEditing(item)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={`${t('cmsAdmin.common.delete')} ${item.tag}`}
                onClick={() => askDelete(item)}
              />
            </span>
          )}
        />
      </DataTable>
      <ConfirmDialog />
      {editing && (
        <ContentItemDialog
          item={editing === 'new' ? null : editing}
          defaults={{ pagePath, tagGroup, language: lang }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
