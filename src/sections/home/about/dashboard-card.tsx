import { Activity } from "lucide-react";
import { MockupLabel } from "~/components/ui/mockup-label";
import { IconTile } from "~/components/ui/sprite-icon";
import { dashboard } from "~/content/dashboard";
import { Island } from "~/islands/island";
import { DashboardCountersIsland } from "./dashboard-counters-island";
import { PhraseText } from "~/components/ui/phrase-text";

/**
 * The decorative "Dashboard" card: live status and the four count-up counters, labelled as an
 * illustration ("Ilustración") beside its status so nobody reads the figures as the team's own.
 */
export function DashboardCard() {
  return (
    <div
      data-reveal
      className="relative rounded-3xl bg-ink-900 p-4 text-white shadow-xl ring-1 shadow-ink-950/20 ring-ink-800 lg:p-8"
    >
      {/* Up to 1024 px (a phone, or beside the sprint board on a tablet) the counters' pause
          button takes the top corner (pr-12 keeps it free). */}
      <div className="flex flex-wrap items-center justify-between gap-2 max-lg:pr-12">
        {/* The tile beside the title and subtitle, in a grid: no wrapper around the two. */}
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-3">
          <IconTile
            icon={Activity}
            className="row-span-2 size-9 rounded-xl bg-gradient-to-br from-accent-400 to-brand-600 before:size-5 lg:size-11"
          />
          <h3 className="text-lg font-semibold">
            <PhraseText phrase={dashboard.title} />
          </h3>
          <p className="text-sm text-slate-400">{dashboard.subtitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MockupLabel tone="dark">{dashboard.sampleLabel}</MockupLabel>
          {/* The live dot and its ping are the label's own (.live-dot, src/styles/marks.css). */}
          <p className="live-dot inline-flex items-center gap-2 rounded-full bg-emerald-400/10 px-3 py-1 text-sm font-medium text-emerald-300 ring-1 ring-emerald-400/25">
            {dashboard.status}
          </p>
        </div>
      </div>
      <Island component={DashboardCountersIsland} props={{}} when="visible" />
    </div>
  );
}
