import { InitialSchema1795277611589 } from './1795277611589-InitialSchema';

/** Applied in this order; the generator appends new ones. */
export const MYSQL_MIGRATIONS: Function[] = [
  InitialSchema1795277611589,
];
