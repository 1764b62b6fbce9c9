/** Light or dark, following the system until the person picks one; kept in localStorage. */
import { KeptSetting } from './kept-setting.svelte';

class ThemeSetting extends KeptSetting<'light' | 'dark'> {
  constructor() {
    super('fogplay.theme', ['light', 'dark'], () => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    $effect.root(() => {
      $effect(() => {
        document.documentElement.dataset.theme = this.current;
      });
    });
  }

  toggle(): void {
    this.set(this.current === 'dark' ? 'light' : 'dark');
  }
}

export const theme = new ThemeSetting();
