/** Light or dark, following the system until the person picks one; kept in localStorage. */
type Theme = 'light' | 'dark';
const KEY = 'fogplay.theme';

class ThemeSetting {
  current = $state<Theme>(
    (localStorage.getItem(KEY) as Theme | null) ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
  );

  constructor() {
    $effect.root(() => {
      $effect(() => {
        document.documentElement.dataset.theme = this.current;
      });
    });
  }

  toggle(): void {
    this.current = this.current === 'dark' ? 'light' : 'dark';
    localStorage.setItem(KEY, this.current);
  }
}

export const theme = new ThemeSetting();
