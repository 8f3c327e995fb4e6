import { Editor } from 'primereact/editor';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import 'quill/dist/quill.snow.css';

/**
 * What the editor keeps of typed or pasted text: what the server keeps of it
 * (`sanitizePostedRichText`), so that what a company sees before saving is what everyone reads
 * after. Pasted images, colours and fonts go at once instead of vanishing on save.
 */
export const RICH_TEXT_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'script',
  'link',
  'header',
  'blockquote',
  'code',
  'code-block',
  'list',
  'indent',
  'align',
];

/** A labelled rich-text box (Quill); the server sanitises the HTML. */
export function RichTextField(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The form's class block: `<block>__field`, `<block>__label` (e.g. `company-form`). */
  classBlock: string;
  /** The i18n key prefix of the toolbar buttons' names (`<prefix>.bold`, …). */
  toolbarKeys: string;
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = (button: string) => t(`${props.toolbarKeys}.${button}`);
  const header = (
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label={name('bold')} />
      <button type="button" className="ql-italic" aria-label={name('italic')} />
      <button type="button" className="ql-underline" aria-label={name('underline')} />
      <button type="button" className="ql-list" value="ordered" aria-label={name('ordered')} />
      <button type="button" className="ql-list" value="bullet" aria-label={name('bullet')} />
      <button type="button" className="ql-link" aria-label={name('link')} />
    </span>
  );
  return (
    <div className={`${props.classBlock}__field ${props.classBlock}__field--wide`}>
      <span id={`${id}-label`} className={`${props.classBlock}__label`}>
        {props.label}
      </span>
      <Editor
        value={props.value}
        headerTemplate={header}
        formats={RICH_TEXT_FORMATS}
        readOnly={props.readOnly}
        style={{ height: '12rem' }}
        onTextChange={(event) => props.onChange(event.htmlValue ?? '')}
        onLoad={(quill: { root: HTMLElement }) => {
          quill.root.setAttribute('role', 'textbox');
          quill.root.setAttribute('aria-multiline', 'true');
          quill.root.setAttribute('aria-labelledby', `${id}-label`);
          if (props.error) quill.root.setAttribute('aria-describedby', `${id}-error`);
        }}
      />
      {props.error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {props.error}
        </small>
      )}
    </div>
  );
}
