import { describe, expect, it } from "vitest";
import { phraseText } from "./phrase";

describe("phraseText", () => {
  it("joins the parts of a phrase, whatever their language", () => {
    expect(phraseText([{ en: "Uptime" }, " sistemas"])).toBe("Uptime sistemas");
    expect(phraseText("Tareas completadas")).toBe("Tareas completadas");
  });
});
