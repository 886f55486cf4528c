import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SITE_METRIC_KINDS = ['page_view', 'visit', 'search', 'submit'] as const;
export type SiteMetricKind = (typeof SITE_METRIC_KINDS)[number];

/**
 * Anonymous site figures per day, page and language: page views, visits (views that did not
 * come from another page of the site), enquiry searches and submits. No personal data, no
 * cookies, no visitor identifiers: only counters.
 */
@Entity('site_metric_daily')
@Index('uq_site_metric_daily', ['day', 'kind', 'path', 'language'], { unique: true })
export class SiteMetricDaily {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'varchar', length: 16 })
  kind: SiteMetricKind;

  @Column({ type: 'varchar', length: 200 })
  path: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'int', default: 0 })
  total: number;
}
