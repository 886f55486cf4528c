import base from './de.json';

/**
 * The German texts of the frame and the auth screens: a chunk of its own, loaded by translations.ts
 * before the first render. The signed-in area's texts are in phrases-signed-in-de.ts.
 */
export const files: Record<string, Record<string, string>> = { base };

export const phrases: Record<string, string> = base;
