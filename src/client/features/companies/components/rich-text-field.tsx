import { Editor } from 'primereact/editor';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import 'quill/dist/quill.snow.css';

/** A labelled rich-text box (Quill); the server sanitises what it receives. */
export function RichTextField(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const header = (
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label={t('companies.toolbar.bold')} />
      <button type="button" className="ql-italic" aria-label={t('companies.toolbar.italic')} />
      <button
        type="button"
        className="ql-underline"
        aria-label={t('companies.toolbar.underline')}
      />
      <button
        type="button"
        className="ql-list"
        value="ordered"
        aria-label={t('companies.toolbar.ordered')}
      />
      <button
        type="button"
        className="ql-list"
        value="bullet"
        aria-label={t('companies.toolbar.bullet')}
      />
      <button type="button" className="ql-link" aria-label={t('companies.toolbar.link')} />
    </span>
  );
  return (
    <div className="company-form__field company-form__field--wide">
      <span id={`${id}-label`} className="company-form__label">
        {props.label}
      </span>
      <Editor
        value={props.value}
        headerTemplate={header}
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
