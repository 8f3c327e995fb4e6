import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFaqItem } from '#shared/schemas/cms.ts';
import { useSaveFaqItem } from '../api/save-faq-item.ts';
import { ActiveCheckbox, EditDialog, RequiredMessage, RequiredTextField } from './edit-dialog.tsx';
import { HtmlEditor } from './html-editor.tsx';

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

  return (
    <EditDialog
      header={item ? t('cmsAdmin.faq.editItem') : t('cmsAdmin.faq.newItem')}
      width={800}
      saving={save.isPending}
      onClose={onClose}
      save={() => {
        setTried(true);
        if (!question.trim() || isBlank(answer)) return false;
        return save.mutateAsync({
          id: item?.id,
          groupId: item?.groupId ?? groupId,
          question: question.trim(),
          answer,
          active,
        });
      }}
    >
      <RequiredTextField
        id="faq-item-question"
        label={t('cmsAdmin.faq.question')}
        value={question}
        missing={tried && !question.trim()}
        onChange={setQuestion}
      />
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
        {tried && isBlank(answer) && <RequiredMessage label={t('cmsAdmin.faq.answer')} />}
      </div>
      <ActiveCheckbox id="faq-item-active" checked={active} onChange={setActive} />
    </EditDialog>
  );
}
