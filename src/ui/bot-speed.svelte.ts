/**
 * How long a bot waits before its move on the Play page, so a class can follow the game: slow,
 * normal, or fast (no wait). Models need none. Kept in localStorage for the next visit, and read
 * at every move, so a change applies to the game in progress.
 */
import { KeptSetting } from './kept-setting.svelte';

export const BOT_SPEEDS = { slow: 1500, normal: 500, fast: 0 } as const;
export type BotSpeed = keyof typeof BOT_SPEEDS;

class BotSpeedSetting extends KeptSetting<BotSpeed> {
  constructor() {
    super('fogplay.botSpeed', Object.keys(BOT_SPEEDS) as BotSpeed[], () => 'normal');
  }

  /** Milliseconds before a bot's move. */
  get wait(): number {
    return BOT_SPEEDS[this.current];
  }
}

export const botSpeed = new BotSpeedSetting();
