import { describe, expect, it } from "vitest";
import { FLOATING_CHAT_PX } from "~/config/motion";
import {
  findActiveSection,
  isBackToTopVisible,
  isFloatingChatVisible,
  isHeaderScrolled,
} from "./scroll";

describe("header threshold", () => {
  it("is transparent up to 20 px and scrolled past it", () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(20)).toBe(false);
    expect(isHeaderScrolled(21)).toBe(true);
  });
});

describe("back-to-top threshold", () => {
  it("shows only past 300 px", () => {
    expect(isBackToTopVisible(300)).toBe(false);
    expect(isBackToTopVisible(301)).toBe(true);
  });
});

describe("floating chat threshold", () => {
  it("shows once the first stretch of scrolling is done", () => {
    expect(isFloatingChatVisible(0)).toBe(false);
    expect(isFloatingChatVisible(FLOATING_CHAT_PX - 1)).toBe(false);
    expect(isFloatingChatVisible(FLOATING_CHAT_PX)).toBe(true);
  });
});

describe("findActiveSection", () => {
  const sections = [
    { id: "inicio", top: 0 },
    { id: "nosotros", top: 800 },
    { id: "servicios", top: 1600 },
  ] as const;

  it("picks the first section at the top of the page", () => {
    expect(findActiveSection(sections, 0)).toBe("inicio");
  });

  it("switches 100 px before a section's top reaches the scroll position", () => {
    expect(findActiveSection(sections, 699)).toBe("inicio");
    expect(findActiveSection(sections, 700)).toBe("nosotros");
    expect(findActiveSection(sections, 1500)).toBe("servicios");
  });

  it("keeps the last reached section and skips missing ones", () => {
    expect(findActiveSection([...sections, { id: "contacto", top: null }], 99999)).toBe(
      "servicios",
    );
    expect(findActiveSection([{ id: "nosotros", top: 800 }], 0)).toBeUndefined();
  });
});
