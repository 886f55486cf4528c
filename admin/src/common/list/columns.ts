import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** One column of a shared list: the record field, its header (a translation key) and whether it sorts. */
export interface ListColumn<RecordType extends RaRecord = RaRecord> {
  source: string;
  label: string;
  sortable?: boolean;
  /** `country`: the value is an ISO code, shown as the country's name in the interface language. */
  kind?: 'text' | 'country';
  render?: (record: RecordType) => ReactNode;
}

/** The shared list screen's settings besides its columns. */
export interface ListScreenSettings<RecordType extends RaRecord = RaRecord> {
  /** Translation key of the title above the table. */
  title: string;
  columns: ListColumn<RecordType>[];
  /** Translated noun in 'Are you sure want to delete this (noun):'. */
  deleteNoun: string;
  /** What the delete dialog lists for a record: a name, or an email for people. */
  nameOf: (record: RecordType) => string;
  /** Path (below the admin basename) of the Add button; none hides the button. */
  addPath?: string;
  /** Translated text under the names in the delete dialog: what else deleting takes with it. */
  deleteNote?: string;
  /** Filters shown in the toolbar beside the search box (e.g. the persons' status). */
  filters?: ReactNode;
  /** Path (below the admin basename) of a row's View Details link. */
  detailsPath: (record: RecordType) => string;
}
