import { describe, expect, it } from "vitest";
import { officeHoursField, officeHoursText, openingHoursSpecification } from "./office-hours.ts";

const weekdays = { from: "lunes", to: "viernes", opens: "08:00", closes: "18:00" } as const;

describe("office hours", () => {
  it("are one sentence, composed from the company's spans", () => {
    expect(officeHoursText([weekdays])).toBe(
      "de lunes a viernes, de 8:00 a 18:00, hora de Colombia",
    );
    expect(officeHoursText([weekdays, { from: "sábado", opens: "09:00", closes: "12:30" }])).toBe(
      "de lunes a viernes, de 8:00 a 18:00, y los sábados, de 9:00 a 12:30, hora de Colombia",
    );
  });

  it("give schema.org's opening hours too", () => {
    expect(openingHoursSpecification([weekdays])).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
    ]);
  });

  it.each([
    [[], "debe tener al menos un tramo de días"],
    [[{ ...weekdays, from: "viernes", to: "lunes" }], "el primer día debe ir antes del último"],
    [[{ ...weekdays, closes: "07:00" }], "la hora de apertura debe ser anterior a la de cierre"],
    [
      [weekdays, { from: "viernes", opens: "09:00", closes: "12:00" }],
      "el viernes está en dos tramos",
    ],
    [[{ ...weekdays, from: "Lunes" }], "debe ser un día en minúsculas"],
    [[{ ...weekdays, opens: "8" }], "debe ser una hora HH:MM"],
  ])("refuse %j", (spans, message) => {
    const result = officeHoursField.safeParse(spans);
    expect(result.error?.issues.map((issue) => issue.message).join(" ")).toContain(message);
  });
});
