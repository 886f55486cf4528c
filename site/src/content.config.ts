import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  featureListSchema,
  feedbackListSchema,
  pageSchema,
  partnerListSchema,
  stepListSchema,
} from './content-schemas';

/** A list collection holds one entry per language: `src/content/{name}/{lang}.json` → id `de`, `en`. */
const list = (name: string) => glob({ pattern: '*.json', base: `./src/content/${name}` });

export const collections = {
  features: defineCollection({ loader: list('features'), schema: featureListSchema }),
  steps: defineCollection({ loader: list('steps'), schema: stepListSchema }),
  feedbacks: defineCollection({ loader: list('feedbacks'), schema: feedbackListSchema }),
  partners: defineCollection({ loader: list('partners'), schema: partnerListSchema }),
  /** Long-form pages per language: `src/content/pages/{lang}/{key}.md` → id `{lang}/{key}` (case kept). */
  pages: defineCollection({
    loader: glob({
      pattern: '*/*.md',
      base: './src/content/pages',
      generateId: ({ entry }) => entry.replace(/\.md$/, ''),
    }),
    schema: pageSchema,
  }),
};
