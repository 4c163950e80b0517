/**
 * The order of the Lighthouse runs. Contenders of one route and CPU profile run back to back, so
 * whatever the machine is doing at that moment hits them alike, and each round starts with
 * another one, so none is always first (the first run after a profile change, a warm or cold
 * moment of the machine) or always last.
 */

/** Our page, the same page without JavaScript (twin.ts) and a site with none of our code. */
export const CONTENDERS = ["site", "twin", "baseline"] as const;
export type Contender = (typeof CONTENDERS)[number];
/** First taps are measured on our page and its twin only (they tap our menu). */
export const TAP_CONTENDERS = ["site", "twin"] as const satisfies readonly Contender[];

export type Job<P extends string> = { route: string; profile: P; contender: Contender };

type PlanInput<P extends string> = {
  routes: readonly string[];
  /** Routes measured with their twin (and the baseline, for `besideBaseline`) at every profile. */
  compared: readonly string[];
  /** The first profile is the one a route that is not compared gets. */
  profiles: readonly P[];
  /** Our route the baseline is measured beside, or undefined without a baseline. */
  besideBaseline?: string;
};

/** The list started at `by`: round 0 keeps the order, round 1 starts with the second, … */
export function rotate<T>(items: readonly T[], by: number): T[] {
  return items.map((_, index) => items[(index + by) % items.length] as T);
}

/** The runs of round `round` (from 0), in order. */
export function roundPlan<P extends string>(input: PlanInput<P>, round: number): Job<P>[] {
  const { routes, compared, profiles, besideBaseline } = input;
  return routes.flatMap((route) => {
    if (!compared.includes(route)) {
      return profiles
        .slice(0, 1)
        .map((profile) => ({ route, profile, contender: "site" as const }));
    }
    const contenders = CONTENDERS.filter(
      (contender) => contender !== "baseline" || route === besideBaseline,
    );
    return profiles.flatMap((profile) =>
      rotate(contenders, round).map((contender) => ({ route, profile, contender })),
    );
  });
}
