/**
 * A Vite plugin for the admin console and the portal: node-polyglot (their translations) asks for
 * polyfills (`object.entries`, `hasown`) that bring about 5 kB (gzip) of ECMAScript-spec helpers
 * (get-intrinsic, call-bind, define-properties, …) into every first load. Every browser the apps
 * support has the built-ins, so the polyfills are answered with them.
 */
const NATIVE_POLYFILLS = new Map([
  ['object.entries', 'export default Object.entries;'],
  ['hasown', 'export default (object, key) => Object.prototype.hasOwnProperty.call(object, key);'],
]);
export const NATIVE_PREFIX = '\0medstaff-native:';

/** @returns {import('vite').Plugin} */
export function nativePolyfills() {
  return {
    name: 'medstaff-native-polyfills',
    enforce: 'pre',
    resolveId: (source) => (NATIVE_POLYFILLS.has(source) ? NATIVE_PREFIX + source : null),
    load: (id) =>
      id.startsWith(NATIVE_PREFIX) ? (NATIVE_POLYFILLS.get(id.slice(NATIVE_PREFIX.length)) ?? null) : null,
  };
}
