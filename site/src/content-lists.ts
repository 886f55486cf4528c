import type { Language } from '@medstaff/domain';
import { getEntry, type CollectionEntry } from 'astro:content';

type ListCollection = 'features' | 'steps' | 'feedbacks' | 'partners';

/** The items of a content list in one language, in the order of its file. */
export async function contentList<Collection extends ListCollection>(
  collection: Collection,
  lang: Language,
): Promise<CollectionEntry<Collection>['data']['items']> {
  const entry = (await getEntry(collection, lang)) as CollectionEntry<Collection> | undefined;
  if (!entry) throw new Error(`src/content/${collection}/${lang}.json is missing`);
  return entry.data.items;
}
