import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useUrlTab } from './useUrlTab';

const TABS = ['general', 'users', 'history'] as const;

const Screen = () => {
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <>
      <p>open: {tab}</p>
      {TABS.map((name) => (
        <button key={name} type="button" onClick={() => setTab(name)}>
          {name}
        </button>
      ))}
    </>
  );
};

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/agencies/:id', element: <Screen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlTab', () => {
  it('opens the tab of the URL', () => {
    renderAt('/agencies/3?tab=history');
    expect(screen.getByText('open: history')).toBeInTheDocument();
  });

  it('opens the first tab without the parameter or for an unknown one', () => {
    renderAt('/agencies/3?tab=secrets');
    expect(screen.getByText('open: general')).toBeInTheDocument();
  });

  it('writes the chosen tab into the URL, keeps other parameters, and replaces the history entry', () => {
    const router = renderAt('/agencies/3?from=list');
    act(() => screen.getByRole('button', { name: 'users' }).click());

    expect(screen.getByText('open: users')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=list&tab=users');
    expect(router.state.historyAction).toBe('REPLACE');

    act(() => screen.getByRole('button', { name: 'general' }).click());
    expect(router.state.location.search).toBe('?from=list');
  });
});
