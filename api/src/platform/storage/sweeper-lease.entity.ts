import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Who runs a periodic job now, for several server processes on one database: a process takes the
 * lease with a conditional UPDATE (free or expired), so one of them does the work per interval.
 */
@Entity('sweeper_lease')
export class SweeperLease {
  /** The job (`stored-files`). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  /** A random id of the process holding it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  holder: string | null;

  /** Until when the holder has it; free after that. */
  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;
}
