import { describe, expect, it } from "vitest";
import { formatLegalDate } from "./format-date";

describe("formatLegalDate", () => {
  it("writes the date in Colombian Spanish", () => {
    expect(formatLegalDate("2026-11-01")).toBe("1 de noviembre de 2026");
    expect(formatLegalDate("2027-01-31")).toBe("31 de enero de 2027");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatLegalDate("2026-12-31")).toBe("31 de diciembre de 2026");
  });

  it("refuses impossible or malformed dates", () => {
    expect(() => formatLegalDate("2026-02-30")).toThrow(/2026-02-30/);
    expect(() => formatLegalDate("2026-13-01")).toThrow(RangeError);
    expect(() => formatLegalDate("1/11/2026")).toThrow(RangeError);
  });
});
