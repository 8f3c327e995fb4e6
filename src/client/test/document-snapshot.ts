type Attributes = Array<readonly [string, string]>;

const attributesOf = (element: Element): Attributes =>
  [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const);

function putBack(element: Element, attributes: Attributes) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

/**
 * Remembers the document as it is now (the head's and the body's nodes, the attributes of <html>
 * and <body>, the address) and returns what puts it back: a test file that shares its worker's
 * document with the next one leaves it as it found it (PrimeReact's styles in the head, a portal
 * in the body, the theme's attributes, a route's address).
 */
export function snapshotDocument(): () => void {
  const { documentElement: html, head, body } = document;
  const saved = {
    head: [...head.childNodes],
    body: [...body.childNodes],
    html: attributesOf(html),
    bodyAttributes: attributesOf(body),
    address: window.location.href,
  };
  return () => {
    head.replaceChildren(...saved.head);
    body.replaceChildren(...saved.body);
    putBack(html, saved.html);
    putBack(body, saved.bodyAttributes);
    if (window.location.href !== saved.address)
      window.history.replaceState(null, '', saved.address);
  };
}
