/**
 * A Vite plugin for the admin console: react-admin (ra-core, ra-ui-materialui) imports lodash's
 * functions one by one from the CommonJS build (`lodash/get.js`, `lodash/isEqual.js`, …). As
 * CommonJS each of its some 150 modules is kept whole in a wrapper of its own; lodash-es, the same
 * functions as ES modules, lets Rollup join them and drop what is not used. Only react-admin's
 * ES-module imports (`import get from 'lodash/get.js'`) are redirected, so no CommonJS `require()`
 * gets a module namespace it does not expect.
 */
const IMPORTER = /\/node_modules\/(ra-core|ra-ui-materialui|react-admin|ra-i18n-polyglot|ra-data-simple-rest)\//;
const LODASH_FUNCTION = /^lodash\/(\w+)(\.js)?$/;

/** @returns {import('vite').Plugin} */
export function lodashEs() {
  return {
    name: 'medstaff-lodash-es',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const name = source.match(LODASH_FUNCTION)?.[1];
      if (!name || !importer || !IMPORTER.test(importer.replace(/\\/g, '/'))) return null;
      return this.resolve(`lodash-es/${name}.js`, importer, { ...options, skipSelf: true });
    },
  };
}
