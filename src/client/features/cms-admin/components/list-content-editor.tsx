import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContentItemFormValues } from './content-item-form.ts';

type Props = {
  control: Control<ContentItemFormValues>;
  register: UseFormRegister<ContentItemFormValues>;
};

/** list_content rows in display order (order_id follows the position); move, add, remove. */
export function ListContentEditor({ control, register }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'listContent',
    // The rows have their own `id` (list_content's id); the field key must not replace it.
    keyName: 'key',
  });

  return (
    <fieldset className="cms-list-editor">
      <legend>{t('cmsAdmin.content.listContent')}</legend>
      {fields.map((field, index) => (
        <div key={field.key} className="cms-list-editor__row">
          <div className="cms-list-editor__head">
            <strong>{t('cmsAdmin.content.listItem', { n: index + 1 })}</strong>
            <span className="cms-list-editor__actions">
              <Button
                type="button"
                icon="pi pi-arrow-up"
                text
                rounded
                aria-label={t('cmsAdmin.common.moveUp')}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                type="button"
                icon="pi pi-arrow-down"
                text
                rounded
                aria-label={t('cmsAdmin.common.moveDown')}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('cmsAdmin.content.removeListItem')}
                onClick={() => remove(index)}
              />
            </span>
          </div>
          <label htmlFor={`list-${index}-header`}>{t('cmsAdmin.content.listHeader')}</label>
          <InputText
            id={`list-${index}-header`}
            {...register(`listContent.${index}.html_header`)}
          />
          <label htmlFor={`list-${index}-body`}>{t('cmsAdmin.content.listBody')}</label>
          <InputTextarea
            id={`list-${index}-body`}
            rows={3}
            autoResize
            {...register(`listContent.${index}.html_body`)}
          />
          <label htmlFor={`list-${index}-icon`}>{t('cmsAdmin.content.listIcon')}</label>
          <InputText
            id={`list-${index}-icon`}
            placeholder="pi pi-check"
            {...register(`listContent.${index}.icon_name`)}
          />
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('cmsAdmin.content.addListItem')}
        text
        onClick={() =>
          append({
            id: Math.max(0, ...fields.map((f) => f.id)) + 1,
            html_header: '',
            html_body: '',
            icon_name: '',
          })
        }
      />
    </fieldset>
  );
}
