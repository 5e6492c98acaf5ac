/**
 * The news strip's speed, as the seconds one full loop takes. It starts at 40 s; each speed-up
 * takes 5 s off while the loop is longer than 15 s, and otherwise settles on the 10 s floor:
 * 40, 35, 30, 25, 20, 15, 10, 10…
 */
export const NEWS_INITIAL_DURATION_S = 40;
export const NEWS_MIN_DURATION_S = 10;
const STEP_S = 5;
const STEP_ABOVE_S = 15;

export function nextNewsSpeed(durationSeconds: number): number {
  return durationSeconds > STEP_ABOVE_S ? durationSeconds - STEP_S : NEWS_MIN_DURATION_S;
}
