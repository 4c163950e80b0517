import { DASHBOARD_STEPS } from "~/config/motion";
import { dashboard } from "~/content/dashboard";
import type { DashboardCounters as Counters } from "~/content/types";
import { defineIsland } from "~/islands/define-island";
import { DashboardCounters, type DashboardCounterItem } from "./dashboard-counters";

const ORDER = [
  "tasksCompleted",
  "projectsActive",
  "codeCommits",
  "uptime",
] as const satisfies readonly (keyof Counters)[];

const counters: DashboardCounterItem[] = ORDER.map((id) => ({
  id,
  ...dashboard.counters[id],
  cap: dashboard.finals[id],
  step: DASHBOARD_STEPS[id],
}));

/** The counters bound to their copy in the island's own code, so the HTML carries no props. */
export const DashboardCountersIsland = defineIsland(
  "DashboardCounters",
  function DashboardCountersWithCopy() {
    return <DashboardCounters counters={counters} pause={dashboard.pause} />;
  },
);
