import { InitialSchema1795277393967 } from './1795277393967-InitialSchema';

/** Applied in this order; the generator appends new ones. */
export const SQLITE_MIGRATIONS: Function[] = [
  InitialSchema1795277393967,
];
