/**
 * The projector view: type a class reads from the back of the room, on every page, and on the
 * Play page the board beside the reasoning log with the newest move kept in view. Kept in
 * localStorage for the next visit.
 */
import { KeptSetting } from './kept-setting.svelte';

class ProjectorSetting extends KeptSetting<'on' | 'off'> {
  constructor() {
    super('fogplay.projector', ['on', 'off'], () => 'off');
    $effect.root(() => {
      $effect(() => {
        document.documentElement.classList.toggle('projector', this.on);
      });
    });
  }

  get on(): boolean {
    return this.current === 'on';
  }

  toggle(): void {
    this.set(this.on ? 'off' : 'on');
  }
}

export const projector = new ProjectorSetting();
