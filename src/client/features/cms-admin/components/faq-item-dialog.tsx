import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFaqItem } from '#shared/schemas/cms.ts';
import { useSaveFaqItem } from '../api/save-faq-item.ts';
import { HtmlEditor } from './html-editor.tsx';
import { toastFailed, toastSaved } from './save-toasts.ts';

const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

/** Adds a question to a topic (last in order) or edits one; the answer is rich text. */
export function FaqItemDialog({
  item,
  groupId,
  onClose,
}: {
  item: AdminFaqItem | null;
  groupId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFaqItem();
  const [question, setQuestion] = useState(item?.question ?? '');
  const [answer, setAnswer] = useState(item?.answer ?? '');
  const [active, setActive] = useState(item?.active ?? true);
  const [tried, setTried] = useState(false);
  const questionMissing = tried && !question.trim();
  const answerMissing = tried && isBlank(answer);

  const submit = async () => {
    setTried(true);
    if (!question.trim() || isBlank(answer)) return;
    try {
      await save.mutateAsync({
        id: item?.id,
        groupId: item?.groupId ?? groupId,
        question: question.trim(),
        answer,
        active,
      });
      toastSaved(t);
      onClose();
    } catch (error) {
      toastFailed(t, error);
    }
  };

  return (
    <Dialog
      header={item ? t('cmsAdmin.faq.editItem') : t('cmsAdmin.faq.newItem')}
      visible
      onHide={onClose}
      style={{ width: 'min(800px, 96vw)' }}
      footer={
        <div>
          <Button type="button" label={t('cmsAdmin.common.cancel')} text onClick={onClose} />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('cmsAdmin.common.save')}
            loading={save.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <div className="cms-form">
        <div className="cms-field">
          <label htmlFor="faq-item-question">{t('cmsAdmin.faq.question')}</label>
          <InputText
            id="faq-item-question"
            value={question}
            invalid={questionMissing}
            onChange={(event) => setQuestion(event.target.value)}
          />
          {questionMissing && (
            <small className="form-field__error" role="alert">
              {t('validation.requiredField', { label: t('cmsAdmin.faq.question') })}
            </small>
          )}
        </div>
        <div className="cms-field">
          <span id="faq-item-answer-label" className="cms-field__label">
            {t('cmsAdmin.faq.answer')}
          </span>
          <HtmlEditor
            id="faq-item-answer"
            labelId="faq-item-answer-label"
            value={answer}
            onChange={setAnswer}
          />
          {answerMissing && (
            <small className="form-field__error" role="alert">
              {t('validation.requiredField', { label: t('cmsAdmin.faq.answer') })}
            </small>
          )}
        </div>
        <div className="cms-check">
          <Checkbox
            inputId="faq-item-active"
            checked={active}
            onChange={(event) => setActive(Boolean(event.checked))}
          />
          <label htmlFor="faq-item-active">{t('cmsAdmin.common.active')}</label>
        </div>
      </div>
    </Dialog>
  );
}
