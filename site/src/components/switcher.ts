/**
 * Groups of buttons that each show one panel: the how-it-works presenter (aria-pressed) and the
 * feedback slides (dots with aria-current). Markup:
 *   <div data-switcher="aria-pressed">
 *     <button data-switcher-control aria-controls="panel-1" aria-pressed="true">…</button>
 *     <div id="panel-1" data-switcher-panel data-active="true">…</div>
 *   </div>
 * Inactive panels get `inert` and `data-active="false"`; CSS decides how they are hidden.
 * Arrow keys move between the buttons of a group.
 */
export function setUpSwitchers(root: ParentNode = document): void {
  for (const group of root.querySelectorAll<HTMLElement>('[data-switcher]')) {
    const state = group.dataset.switcher === 'aria-current' ? 'aria-current' : 'aria-pressed';
    const controls = Array.from(group.querySelectorAll<HTMLButtonElement>('[data-switcher-control]'));

    const activate = (active: HTMLButtonElement) => {
      for (const control of controls) {
        const isActive = control === active;
        if (state === 'aria-current') {
          if (isActive) control.setAttribute('aria-current', 'true');
          else control.removeAttribute('aria-current');
        } else {
          control.setAttribute('aria-pressed', String(isActive));
        }
        const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
        if (panel) {
          panel.dataset.active = String(isActive);
          panel.inert = !isActive;
        }
      }
    };

    controls.forEach((control, index) => {
      control.addEventListener('click', () => activate(control));
      control.addEventListener('keydown', (event) => {
        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
        if (!step) return;
        event.preventDefault();
        const next = controls[(index + step + controls.length) % controls.length];
        next.focus();
        activate(next);
      });
    });
  }
}
