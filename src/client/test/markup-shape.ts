/**
 * An element's markup as a comparable string: elements, classes, attributes and inline styles,
 * in a stable order. Left out on purpose: PrimeReact's `data-pc-*` attributes, and `aria-hidden`
 * on icons inside buttons, messages, tags and triggers (ours are hidden, PrimeReact's not always).
 */
export function markupShape(element: Element): string {
  const attributes = [...element.attributes]
    .filter((attr) => !attr.name.startsWith('data-pc-'))
    .filter(
      (attr) =>
        !(
          attr.name === 'aria-hidden' &&
          element.closest('button, .p-inline-message, .p-tag, .p-multiselect-trigger')
        ),
    )
    .map((attr) => {
      if (attr.name === 'class') return `class="${attr.value.split(/\s+/).sort().join(' ')}"`;
      if (attr.name === 'style') {
        const rules = attr.value.split(';').map((rule) => rule.trim());
        return `style="${rules.filter(Boolean).sort().join('; ')}"`;
      }
      return `${attr.name}="${attr.value}"`;
    })
    .sort();
  const children = [...element.children].map(markupShape).join('');
  const text = element.children.length === 0 ? (element.textContent ?? '') : '';
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${text}${children}</>`;
}
