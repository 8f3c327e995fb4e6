import { Editor } from 'primereact/editor';
import { useTranslation } from 'react-i18next';

type HtmlEditorProps = {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  height?: string;
};

/** The WYSIWYG editor (Quill through PrimeReact). What it produces is sanitised by the server. */
export function HtmlEditor({ id, labelId, value, onChange, height = '16rem' }: HtmlEditorProps) {
  const { t } = useTranslation();
  return (
    <div className="html-editor" id={id}>
      <Editor
        value={value}
        onTextChange={(event) => onChange(event.htmlValue ?? '')}
        style={{ height }}
        onLoad={(quill: { root: HTMLElement }) => {
          quill.root.setAttribute('aria-labelledby', labelId);
          quill.root.setAttribute('role', 'textbox');
          quill.root.setAttribute('aria-multiline', 'true');
        }}
      />
      <small className="html-editor__note">{t('cmsAdmin.common.sanitiseNote')}</small>
    </div>
  );
}
