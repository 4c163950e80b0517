/**
 * Inlined at the end of every page: only what the first screen needs at once, with no React and
 * no request: the first screen's behaviour (page-behaviour.ts: header state, active section,
 * mobile menu, back to top). Then it imports the rest of the boot (page-boot.ts, a small hashed
 * module that every page shares from the cache).
 * Kept small: its bytes count against the home page's first round trip.
 */
import { startPageBehaviour } from "./page-behaviour";

declare const __PAGE_BOOT__: string;

startPageBehaviour();
void import(/* @vite-ignore */ __PAGE_BOOT__);
