/**
 * The console's suite runs in New York's time zone, so every test that reads a date proves the
 * console shows Europe/Berlin wall-clock time whatever the operator's device says. Set before
 * jest starts its workers, so every worker's Date uses it from the first date created.
 */
module.exports = async () => {
  process.env.TZ = 'America/New_York';
};
