/**
 * The projector view: type a class reads from the back of the room, on every page, and on the
 * Play page the board beside the reasoning log with the newest move kept in view. Kept in
 * localStorage for the next visit.
 */
const KEY = 'fogplay.projector';

class ProjectorSetting {
  on = $state(localStorage.getItem(KEY) === 'on');

  constructor() {
    $effect.root(() => {
      $effect(() => {
        document.documentElement.classList.toggle('projector', this.on);
      });
    });
  }

  toggle(): void {
    this.on = !this.on;
    localStorage.setItem(KEY, this.on ? 'on' : 'off');
  }
}

export const projector = new ProjectorSetting();
