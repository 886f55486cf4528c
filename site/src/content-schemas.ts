import { z } from 'astro/zod';

/**
 * Schemas of the site's content collections. They live in a plain module (not in
 * content.config.ts, which imports `astro:content`) so Jest can check that they reject bad entries.
 */

/** A text that must be there: missing, empty or blank values are rejected. */
const requiredText = z.string().trim().min(1);

/** Images are our own SVGs in public/, referenced from the site root. */
const imageSource = z.string().regex(/^\/images\/[\w/.-]+\.svg$/, 'Images must be SVG files under /images/');

export const imageSchema = z.object({ src: imageSource, alt: requiredText });

/** A feature of the landing page's features list. */
export const featureSchema = z.object({
  _id: requiredText,
  title: requiredText,
  text: requiredText,
  image: imageSchema,
});

/** A step of the how-it-works presenter. */
export const stepSchema = featureSchema;

/** A customer feedback slide: a quote (`text`), its headline, who said it and a portrait. */
export const feedbackSchema = z.object({
  _id: requiredText,
  title: requiredText,
  text: requiredText,
  author: requiredText,
  imgSrc: imageSource,
  imgAlt: requiredText,
});

/** A partner with its logo. */
export const partnerSchema = z.object({
  _id: requiredText,
  title: requiredText,
  text: requiredText,
  imgSrc: imageSource,
  imgAlt: requiredText,
});

/**
 * One file per language holds a whole list, so the order is the file's order.
 * Item ids must be unique within the list.
 */
export function listSchema<Item extends z.ZodTypeAny>(item: Item) {
  return z.object({
    items: z
      .array(item)
      .min(1)
      .refine((items) => new Set(items.map((entry) => (entry as { _id: string })._id)).size === items.length, {
        message: 'Item ids (_id) must be unique',
      }),
  });
}

export const featureListSchema = listSchema(featureSchema);
export const stepListSchema = listSchema(stepSchema);
export const feedbackListSchema = listSchema(feedbackSchema);
export const partnerListSchema = listSchema(partnerSchema);

/** Front matter of a long-form page (marketing and legal pages, written in Markdown per language). */
export const pageSchema = z.object({
  /** Title of the document and the page's heading. */
  title: requiredText,
  /** Meta description for search engines and link previews. */
  description: requiredText.max(200),
  /** Introduction under the heading. */
  lead: requiredText.optional(),
  /** Date of the current version, shown on legal pages. */
  updated: z.coerce.date().optional(),
});

export type Feature = z.infer<typeof featureSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;
export type Partner = z.infer<typeof partnerSchema>;
