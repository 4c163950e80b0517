/**
 * The mode of the build under test and the in-page check of its "Vista previa" marker, shared by
 * the Chromium suite (tests/e2e/preview.spec.ts) and the Firefox and WebKit suite
 * (tests/engines/preview.spec.ts). A preview (any build but a release) shows the marker on every
 * page's first screen; a release shows none.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR } from "../../scripts/build-paths";
import { PREVIEW_MARKER_ATTRIBUTE } from "../../src/components/layout/preview-marker";

/** Whether build/ is a release build, as the build recorded beside itself. */
export function builtAsRelease(): boolean {
  const file = path.join(BUILD_DIR, BESIDE_CLIENT.buildRecord);
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, "utf8")) as { release?: boolean }).release === true;
}

export const PREVIEW_MARKER = `[${PREVIEW_MARKER_ATTRIBUTE}]`;
/** The widths the marker is checked at: the narrowest phone and a laptop. */
export const MARKER_VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
];

export type MarkerReport = {
  count: number;
  text: string;
  /** What is wrong with the marker where the page first shows it; empty when nothing. */
  problems: string[];
};

/**
 * In-page (serialized into the page, so self-contained): the markers on the page and, for the
 * first, whether it is whole on the first screen, in the page's flow, uncovered by anything (the
 * fixed header included: every point of it is its own), and overlapping no heading, text or
 * control.
 */
export function markerReport(selector: string): MarkerReport {
  const markers = [...document.querySelectorAll<HTMLElement>(selector)];
  const marker = markers[0];
  if (!marker) return { count: 0, text: "", problems: [] };
  const problems: string[] = [];
  const box = marker.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
    problems.push(
      `not whole on the first screen: ${box.top}–${box.bottom} of ${window.innerHeight}`,
    );
  const position = getComputedStyle(marker).position;
  if (!["static", "relative"].includes(position)) problems.push(`out of the flow: ${position}`);
  for (const x of [0.02, 0.5, 0.98]) {
    for (const y of [0.1, 0.5, 0.9]) {
      const top = document.elementFromPoint(box.left + x * box.width, box.top + y * box.height);
      if (top && !marker.contains(top))
        problems.push(
          `covered at ${Math.round(x * 100)} %, ${Math.round(y * 100)} % by <${top.localName}>`,
        );
    }
  }
  const content = "h1, h2, h3, p, li, a, button, input, summary, img, [tabindex]";
  for (const element of document.querySelectorAll<HTMLElement>(content)) {
    if (marker.contains(element) || element.contains(marker)) continue;
    const other = element.getBoundingClientRect();
    const overlaps =
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      other.right > box.left &&
      other.top < box.bottom &&
      other.bottom > box.top;
    if (overlaps)
      problems.push(
        `overlaps <${element.localName}> «${element.textContent?.trim().slice(0, 40)}»`,
      );
  }
  const text = (marker.textContent ?? "").replace(/\u00a0/g, " ").trim();
  return { count: markers.length, text, problems };
}

/**
 * In-page: the focused element when it overlaps the marker (the marker never covers focus), or
 * "" (a string either way: WebDriver returns null for undefined).
 */
export function focusOverMarker(selector: string): string {
  const marker = document.querySelector(selector);
  const focused = document.activeElement;
  if (!marker || !focused || focused === document.body) return "";
  const a = marker.getBoundingClientRect();
  const b = focused.getBoundingClientRect();
  const overlaps = b.left < a.right && b.right > a.left && b.top < a.bottom && b.bottom > a.top;
  return overlaps ? `<${focused.localName}> «${focused.textContent?.trim().slice(0, 40)}»` : "";
}
