/**
 * Where the browser tests' server serves axe-core (scripts/e2e-server.mjs) for the accessibility
 * check to load (axe-check.ts): under the hashed assets, cached and kept compiled by the browser.
 * @param {string} version axe-core's version, so that another version is another address
 * @returns {string}
 */
export function axeAssetPath(version) {
  return `/assets/axe-core-${version}.js`;
}
