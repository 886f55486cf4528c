import { InitialSchema1795277854158 } from './1795277854158-InitialSchema';

/** Applied in this order; the generator appends new ones. */
export const MYSQL_MIGRATIONS: Function[] = [
  InitialSchema1795277854158,
];
