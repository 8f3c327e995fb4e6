import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveContentItemSchema, type AdminContentItem } from '#shared/schemas/cms.ts';
import { useSaveContentItem } from '../api/save-content-item.ts';
import { toFormValues, toSaveBody, type ContentItemFormValues } from './content-item-form.ts';
import { HtmlEditor } from './html-editor.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ListContentEditor } from './list-content-editor.tsx';
import { toastFailed, toastSaved } from './save-toasts.ts';

type Props = {
  item: AdminContentItem | null;
  defaults: Partial<ContentItemFormValues>;
  onClose: () => void;
};

/** Edits one content item: its key (new items only), HTML, image path and list. */
export function ContentItemDialog({ item, defaults, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveContentItem();
  const form = useForm<ContentItemFormValues>({ defaultValues: toFormValues(item, defaults) });
  const errors = form.formState.errors;
  const filePath = useWatch({ control: form.control, name: 'filePath' });

  const submit = form.handleSubmit(async (values) => {
    const parsed = saveContentItemSchema.safeParse(toSaveBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'pagePath' || field === 'tagGroup' || field === 'tag')
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toastSaved(t);
      onClose();
    } catch (error) {
      toastFailed(t, error);
    }
  });

  const keyField = (name: 'pagePath' | 'tagGroup' | 'tag', label: string) => (
    <div className="cms-field">
      <label htmlFor={`content-${name}`}>{label}</label>
      <InputText
        id={`content-${name}`}
        disabled={item !== null}
        invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `content-${name}-error` : undefined}
        {...form.register(name)}
      />
      {errors[name]?.message && (
        <small id={`content-${name}-error`} className="form-field__error" role="alert">
          {t(errors[name].message)}
        </small>
      )}
    </div>
  );

  return (
    <Dialog
      header={item ? t('cmsAdmin.content.editItem') : t('cmsAdmin.content.newItem')}
      visible
      onHide={onClose}
      style={{ width: 'min(900px, 96vw)' }}
      footer={
        <div>
          <Button type="button" label={t('cmsAdmin.common.cancel')} text onClick={onClose} />
          <Button
            type="submit"
            form="content-item-form"
            icon="pi pi-check"
            label={save.isPending ? t('cmsAdmin.common.saving') : t('cmsAdmin.common.save')}
            loading={save.isPending}
          />
        </div>
      }
    >
      <form
        id="content-item-form"
        className="cms-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <div className="cms-form__row">
          {keyField('pagePath', t('cmsAdmin.content.pagePath'))}
          {keyField('tagGroup', t('cmsAdmin.content.tagGroup'))}
          {keyField('tag', t('cmsAdmin.content.tag'))}
          {item === null && (
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <LanguageSelect value={field.value} onChange={field.onChange} />
              )}
            />
          )}
        </div>
        <div className="cms-field">
          <span id="content-html-label" className="cms-field__label">
            {t('cmsAdmin.content.htmlContent')}
          </span>
          <Controller
            control={form.control}
            name="htmlContent"
            render={({ field }) => (
              <HtmlEditor
                id="content-html"
                labelId="content-html-label"
                value={field.value}
                onChange={field.onChange}
                height="12rem"
              />
            )}
          />
        </div>
        <div className="cms-field">
          <label htmlFor="content-filePath">{t('cmsAdmin.content.filePath')}</label>
          <InputText
            id="content-filePath"
            aria-describedby="content-filePath-hint"
            {...form.register('filePath')}
          />
          <small id="content-filePath-hint">{t('cmsAdmin.content.filePathHint')}</small>
          {filePath.startsWith('/img/') && (
            <img className="cms-form__image" src={filePath} alt="" />
          )}
        </div>
        <ListContentEditor control={form.control} register={form.register} />
      </form>
    </Dialog>
  );
}
