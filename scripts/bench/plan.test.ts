import { describe, expect, it } from "vitest";
import { roundPlan } from "./plan.ts";

const input = {
  routes: ["/", "/lab", "/legal"],
  compared: ["/", "/lab"],
  profiles: ["4×", "8×"],
  besideBaseline: "/",
};

const runsOf = (round: number, route: string, profile: string) =>
  roundPlan(input, round)
    .filter((job) => job.route === route && job.profile === profile)
    .map((job) => job.contender);

describe("the bench's round plan", () => {
  it("runs every contender of a compared route once per profile and round, back to back", () => {
    const plan = roundPlan(input, 0);
    for (const profile of input.profiles) {
      expect(runsOf(0, "/", profile).sort()).toEqual(["baseline", "site", "twin"]);
      expect(runsOf(0, "/lab", profile).sort()).toEqual(["site", "twin"]);
      const first = plan.findIndex((job) => job.route === "/" && job.profile === profile);
      expect(plan.slice(first, first + 3).every((job) => job.route === "/")).toBe(true);
      expect(plan.slice(first, first + 3).every((job) => job.profile === profile)).toBe(true);
    }
  });

  it("puts each contender first and last equally often over as many rounds as contenders", () => {
    const rounds = [0, 1, 2].map((round) => runsOf(round, "/", "8×"));
    expect(rounds.map((order) => order[0]).sort()).toEqual(["baseline", "site", "twin"]);
    expect(rounds.map((order) => order.at(-1)).sort()).toEqual(["baseline", "site", "twin"]);
  });

  it("measures a route that is not compared alone, at the first profile", () => {
    expect(roundPlan(input, 1).filter((job) => job.route === "/legal")).toEqual([
      { route: "/legal", profile: "4×", contender: "site" },
    ]);
  });

  it("leaves the baseline out when there is none", () => {
    const plan = roundPlan({ ...input, besideBaseline: undefined }, 0);
    expect(plan.some((job) => job.contender === "baseline")).toBe(false);
    expect(plan.filter((job) => job.route === "/")).toHaveLength(4);
  });
});
