import type { ContentListItem } from '#shared/schemas/content.ts';
import { sanitizeRichText } from '../../infra/sanitize-html.ts';

function isListItem(value: unknown): value is ContentListItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.order_id === 'number' && typeof item.id === 'number';
}

/**
 * list_content as the client needs it: older data may hold the text `[null]`, a JSON string or
 * nulls inside the array; all of that reads as "no items". Sorted by order_id, HTML sanitised.
 */
export function normaliseList(raw: unknown): ContentListItem[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isListItem)
    .map((item) => ({
      order_id: item.order_id,
      id: item.id,
      html_header: sanitizeRichText(typeof item.html_header === 'string' ? item.html_header : ''),
      html_body: sanitizeRichText(typeof item.html_body === 'string' ? item.html_body : ''),
      icon_name: typeof item.icon_name === 'string' ? item.icon_name : null,
    }))
    .sort((a, b) => a.order_id - b.order_id || a.id - b.id);
}
