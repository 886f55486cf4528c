test('the suite runs outside Berlin (America/New_York), so date tests prove Berlin output', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  expect(new Date('2026-07-01T12:00:00Z').getHours()).toBe(8);
});
