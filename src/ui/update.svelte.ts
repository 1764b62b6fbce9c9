/** The service worker: offline use after one visit, and a prompt when a new version is deployed. */
import { registerSW } from 'virtual:pwa-register';

class AppUpdate {
  /** A new version is waiting: reloading applies it. */
  ready = $state(false);
  private apply: ((reload?: boolean) => Promise<void>) | null = null;

  start(): void {
    if (!('serviceWorker' in navigator)) return;
    this.apply = registerSW({ onNeedRefresh: () => (this.ready = true) });
  }

  async reload(): Promise<void> {
    await this.apply?.(true);
  }
}

export const appUpdate = new AppUpdate();
