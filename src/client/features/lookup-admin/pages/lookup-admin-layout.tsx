import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/hooks/use-document-title.ts';
import type { LookupMenu } from '../components/lookup-menus.ts';
import '../lookup-admin.css';

/** The heading, the subtitle and the confirm host every lookup page shares. */
export function LookupAdminLayout(props: { menu: LookupMenu; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`menu.${props.menu}`);
  useDocumentTitle(title);
  return (
    <div className="lookup-admin">
      <header className="page-head">
        <h1>{title}</h1>
        <p className="page-head__sub">{t(`lookupAdmin.subtitle.${props.menu}`)}</p>
      </header>
      {props.children}
      <ConfirmDialog />
    </div>
  );
}
