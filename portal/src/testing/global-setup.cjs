/**
 * The whole portal suite runs in New York's time zone (UTC−5/−4, with DST switches on other days
 * than Berlin's), so every test that reads a date proves the portal shows and reads Europe/Berlin
 * wall-clock time whatever the device's zone. Set here, before jest starts its workers, so that
 * every worker's Date uses it from the first date created.
 */
module.exports = async () => {
  process.env.TZ = 'America/New_York';
};
