import { getByRole } from '@testing-library/react';
import { setUpSwitchers } from './switcher';

function renderGroup(state: 'aria-pressed' | 'aria-current'): HTMLElement {
  document.body.innerHTML = `
    <div data-switcher="${state}">
      <button type="button" data-switcher-control aria-controls="one" ${state === 'aria-pressed' ? 'aria-pressed="true"' : 'aria-current="true"'}>Step 1</button>
      <button type="button" data-switcher-control aria-controls="two" ${state === 'aria-pressed' ? 'aria-pressed="false"' : ''}>Step 2</button>
      <button type="button" data-switcher-control aria-controls="three" ${state === 'aria-pressed' ? 'aria-pressed="false"' : ''}>Step 3</button>
      <div id="one" data-switcher-panel data-active="true">One</div>
      <div id="two" data-switcher-panel data-active="false" inert>Two</div>
      <div id="three" data-switcher-panel data-active="false" inert>Three</div>
    </div>`;
  setUpSwitchers(document);
  return document.body;
}

const panel = (id: string) => document.getElementById(id)!;

describe('switchers (presenter and slides)', () => {
  it('activates the clicked step of the presenter and shows only its panel', () => {
    const root = renderGroup('aria-pressed');
    getByRole(root, 'button', { name: 'Step 2' }).click();

    expect(getByRole(root, 'button', { name: 'Step 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(getByRole(root, 'button', { name: 'Step 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel('one')).toHaveAttribute('data-active', 'false');
    expect(panel('one').inert).toBe(true);
    expect(panel('two')).toHaveAttribute('data-active', 'true');
    expect(panel('two').inert).toBe(false);
  });

  it('marks the current slide dot with aria-current and no other', () => {
    const root = renderGroup('aria-current');
    getByRole(root, 'button', { name: 'Step 3' }).click();

    expect(getByRole(root, 'button', { name: 'Step 3' })).toHaveAttribute('aria-current', 'true');
    expect(getByRole(root, 'button', { name: 'Step 1' })).not.toHaveAttribute('aria-current');
    expect(getByRole(root, 'button', { name: 'Step 1' })).not.toHaveAttribute('aria-pressed');
    expect(panel('three')).toHaveAttribute('data-active', 'true');
  });

  it('moves between the buttons with the arrow keys, wrapping around', () => {
    const root = renderGroup('aria-pressed');
    const first = getByRole(root, 'button', { name: 'Step 1' });
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));

    const last = getByRole(root, 'button', { name: 'Step 3' });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-pressed', 'true');
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(first).toHaveFocus();
  });
});
