import { render, screen } from '@testing-library/react';
import { App } from './App';

it('debug', async () => {
  window.history.replaceState({}, '', '/de/admin/');
  render(<App />);
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 300));
    console.log(i, window.location.pathname, document.body.innerHTML.slice(0, 200));
  }
  expect(await screen.findByRole('button', { name: 'Anmelden' }, { timeout: 3000 })).toBeInTheDocument();
});
