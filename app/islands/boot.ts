/**
 * Inlined at the end of every page: only what the first screen needs at once, with no React and
 * no request. The first screen's behaviour (page-behaviour.ts: header state, active section,
 * mobile menu, back to top) and the release of deferred sections; then it imports the rest of
 * the boot (page-boot.ts, a small hashed module that every page shares from the cache).
 * Kept small: its bytes count against the home page's first round trip.
 */
import { releaseGradually, releaseWhenNeeded } from "./deferred-render";
import { startPageBehaviour } from "./page-behaviour";
import { whenIdle } from "./settle";

declare const __PAGE_BOOT__: string;

const EARLY_RELEASE_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

startPageBehaviour();
releaseWhenNeeded();
void import(/* @vite-ignore */ __PAGE_BOOT__);

let releasing = false;
function onFirstInteraction(): void {
  if (releasing) return;
  releasing = true;
  whenIdle(() => releaseGradually(whenIdle));
}
for (const type of EARLY_RELEASE_EVENTS) {
  window.addEventListener(type, onFirstInteraction, { once: true, passive: true });
}
