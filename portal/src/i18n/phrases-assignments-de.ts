import assignments from './assignments.de.json';

/** The German texts of the assignment pages (Einsätze, Meine Einsätze): a chunk of its own, loaded with them. */
export const files: Record<string, Record<string, string>> = { assignments };

export const phrases: Record<string, string> = { ...assignments };
