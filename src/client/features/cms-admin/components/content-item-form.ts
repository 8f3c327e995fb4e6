import type { AdminContentItem, SaveContentItem } from '#shared/schemas/cms.ts';

export type ContentItemFormValues = {
  pagePath: string;
  tagGroup: string;
  tag: string;
  language: 'en' | 'tr';
  htmlContent: string;
  filePath: string;
  listContent: { id: number; html_header: string; html_body: string; icon_name: string }[];
};

export function toFormValues(
  item: AdminContentItem | null,
  defaults: Partial<ContentItemFormValues>,
): ContentItemFormValues {
  if (!item)
    return {
      pagePath: '/',
      tagGroup: '',
      tag: '',
      language: 'en',
      htmlContent: '',
      filePath: '',
      listContent: [],
      ...defaults,
    };
  return {
    pagePath: item.pagePath,
    tagGroup: item.tagGroup,
    tag: item.tag,
    language: item.language,
    htmlContent: item.htmlContent ?? '',
    filePath: item.filePath ?? '',
    listContent: item.listContent.map((row) => ({
      id: row.id,
      html_header: row.html_header,
      html_body: row.html_body,
      icon_name: row.icon_name ?? '',
    })),
  };
}

/** What the server takes: empty texts become null, order_id follows the rows' order. */
export function toSaveBody(values: ContentItemFormValues): SaveContentItem {
  const html = values.htmlContent.trim();
  return {
    pagePath: values.pagePath.trim(),
    tagGroup: values.tagGroup.trim(),
    tag: values.tag.trim(),
    language: values.language,
    htmlContent: html && html !== '<p><br></p>' ? html : null,
    filePath: values.filePath.trim() || null,
    listContent: values.listContent.map((row, index) => ({
      order_id: index + 1,
      id: row.id,
      html_header: row.html_header,
      html_body: row.html_body,
      icon_name: row.icon_name.trim() || null,
    })),
  };
}
