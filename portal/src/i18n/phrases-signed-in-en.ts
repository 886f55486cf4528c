import account from './account.en.json';
import agencyMarket from './agency-market.en.json';
import hospitalMarket from './hospital-market.en.json';
import pool from './pool.en.json';
import signedIn from './signed-in.en.json';

/** The English texts of the signed-in area: a chunk of its own, loaded with the signed-in shell. */
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
