import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@medstaff/domain';
import {
  featureListSchema,
  featureSchema,
  feedbackListSchema,
  feedbackSchema,
  pageSchema,
  partnerListSchema,
  partnerSchema,
  stepListSchema,
  stepSchema,
} from './content-schemas';

const feature = {
  _id: 'internal-pool',
  title: 'Your own team first',
  text: 'Every shift request goes to your internal staff pool first.',
  image: { src: '/images/features/internal-pool.svg', alt: 'Icon: three people in a circle' },
};
const feedback = {
  _id: 'lindenhoehe',
  title: 'A headline',
  text: 'A quote.',
  author: 'Sabine Krüger, Director of Nursing',
  imgSrc: '/images/feedbacks/sabine-krueger.svg',
  imgAlt: 'Portrait illustration of Sabine Krüger',
};
const partner = {
  _id: 'auental',
  title: 'Klinikverbund Auental',
  text: 'Group of four general hospitals',
  imgSrc: '/images/partners/auental.svg',
  imgAlt: 'Klinikverbund Auental logo',
};

/** The paths of the issues zod reports, e.g. ['title'] or ['image.alt']. */
function failingPaths(result: { success: boolean; error?: { issues: { path: (string | number)[] }[] } }) {
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('content schemas', () => {
  it.each([
    ['feature', featureSchema, feature],
    ['step', stepSchema, feature],
    ['feedback', feedbackSchema, feedback],
    ['partner', partnerSchema, partner],
  ] as const)('accepts a complete %s', (_name, schema, item) => {
    expect(schema.safeParse(item).success).toBe(true);
  });

  it.each([
    ['feature', featureSchema, feature],
    ['step', stepSchema, feature],
    ['feedback', feedbackSchema, feedback],
    ['partner', partnerSchema, partner],
  ] as const)('rejects a %s without a title or text, or with blank ones', (_name, schema, item) => {
    const { title: _title, ...withoutTitle } = item;
    const { text: _text, ...withoutText } = item;
    expect(failingPaths(schema.safeParse(withoutTitle))).toEqual(['title']);
    expect(failingPaths(schema.safeParse(withoutText))).toEqual(['text']);
    expect(failingPaths(schema.safeParse({ ...item, title: '   ' }))).toEqual(['title']);
    expect(failingPaths(schema.safeParse({ ...item, text: '' }))).toEqual(['text']);
  });

  it('rejects feature and step images without an alt text', () => {
    for (const schema of [featureSchema, stepSchema]) {
      expect(failingPaths(schema.safeParse({ ...feature, image: { src: feature.image.src } }))).toEqual(['image.alt']);
      expect(failingPaths(schema.safeParse({ ...feature, image: { ...feature.image, alt: ' ' } }))).toEqual([
        'image.alt',
      ]);
      expect(failingPaths(schema.safeParse({ ...feature, image: undefined }))).toEqual(['image']);
    }
  });

  it('rejects feedback portraits and partner logos without an alt text', () => {
    const { imgAlt: _feedbackAlt, ...feedbackWithoutAlt } = feedback;
    const { imgAlt: _partnerAlt, ...partnerWithoutAlt } = partner;
    expect(failingPaths(feedbackSchema.safeParse(feedbackWithoutAlt))).toEqual(['imgAlt']);
    expect(failingPaths(partnerSchema.safeParse(partnerWithoutAlt))).toEqual(['imgAlt']);
  });

  it('rejects feedback without an author', () => {
    const { author: _author, ...withoutAuthor } = feedback;
    expect(failingPaths(feedbackSchema.safeParse(withoutAuthor))).toEqual(['author']);
  });

  it('accepts only our own SVG images', () => {
    expect(failingPaths(partnerSchema.safeParse({ ...partner, imgSrc: 'https://example.com/logo.png' }))).toEqual([
      'imgSrc',
    ]);
  });

  it('rejects empty lists and duplicate ids', () => {
    expect(featureListSchema.safeParse({ items: [] }).success).toBe(false);
    expect(featureListSchema.safeParse({ items: [feature, feature] }).success).toBe(false);
  });

  it('requires a title and a description on pages', () => {
    expect(pageSchema.safeParse({ title: 'Imprint', description: 'Legal notice' }).success).toBe(true);
    expect(failingPaths(pageSchema.safeParse({ description: 'Legal notice' }))).toEqual(['title']);
    expect(failingPaths(pageSchema.safeParse({ title: 'Imprint' }))).toEqual(['description']);
  });
});

describe('the content files', () => {
  const read = (collection: string, lang: string): unknown =>
    JSON.parse(readFileSync(join(__dirname, 'content', collection, `${lang}.json`), 'utf8'));

  it.each([
    ['features', featureListSchema],
    ['steps', stepListSchema],
    ['feedbacks', feedbackListSchema],
    ['partners', partnerListSchema],
  ] as const)('%s are valid in both languages and list the same items in the same order', (collection, schema) => {
    const ids = LANGUAGES.map((lang) => {
      const parsed = schema.parse(read(collection, lang));
      return parsed.items.map((item) => item._id);
    });
    expect(ids[1]).toEqual(ids[0]);
  });
});
