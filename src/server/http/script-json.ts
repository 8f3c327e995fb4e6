/** JSON inside <script>: `<` escaped so that no `</script>` can close the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
