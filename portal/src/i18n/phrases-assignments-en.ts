import assignments from './assignments.en.json';

/** The English texts of the assignment pages (Einsätze, Meine Einsätze): a chunk of its own, loaded with them. */
export const files: Record<string, Record<string, string>> = { assignments };

export const phrases: Record<string, string> = { ...assignments };
