import { afterEach } from "vitest";

// Only where a test asked for a DOM: Testing Library's matchers and its cleanup after each test.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}
