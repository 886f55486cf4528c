import account from './account.de.json';
import agencyMarket from './agency-market.de.json';
import hospitalMarket from './hospital-market.de.json';
import pool from './pool.de.json';
import signedIn from './signed-in.de.json';

/** The German texts of the signed-in area: a chunk of its own, loaded with the signed-in shell. */
export const files: Record<string, Record<string, string>> = {
  signedIn,
  pool,
  hospitalMarket,
  agencyMarket,
  account,
};

export const phrases: Record<string, string> = {
  ...signedIn,
  ...pool,
  ...hospitalMarket,
  ...agencyMarket,
  ...account,
};
