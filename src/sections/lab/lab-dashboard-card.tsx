import { ChartLine } from "lucide-react";
import { MockupLabel } from "~/components/ui/mockup-label";
import { IconTile, lucideMaskStyle } from "~/components/ui/sprite-icon";
import { labDashboard, type SampleStatus } from "~/content/lab";
import { cn } from "~/lib/cn";

const statusClasses: Record<SampleStatus, string> = {
  validated: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  running: "bg-amber-50 text-amber-800 ring-amber-200",
  received: "bg-slate-100 text-slate-700 ring-slate-200",
};

/**
 * Decorative HTML/CSS mockup of the LIS dashboard; one image to assistive technology, whose name
 * starts with the visible label ("Vista de ejemplo"), and nothing beside it that claims live data.
 * Its icons come from the shared sprite, as the home hero's figures do.
 */
export function LabDashboardCard() {
  const { tiles, progress, samples, qualityControl } = labDashboard;
  return (
    <div
      role="img"
      aria-label={labDashboard.label}
      data-keep-clear
      className="relative mx-auto w-full max-w-xl"
    >
      <div className="absolute -inset-4 rounded-[2.5rem] bg-gradient-to-br from-teal-200/70 to-emerald-200/50 blur-2xl" />
      <div className="relative rounded-3xl bg-white p-4 shadow-2xl ring-1 shadow-teal-900/15 ring-slate-200 sm:p-6 sm:pb-12">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-slate-900">{labDashboard.title}</p>
            <p className="text-sm text-slate-600">{labDashboard.subtitle}</p>
          </div>
          <MockupLabel tone="light">{labDashboard.badge}</MockupLabel>
        </div>
        {/* On a phone each tile is its label and figure, with no progress bar or latest samples:
            the panel stays a glance. */}
        <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5 sm:gap-3">
          {tiles.map(({ label, value, detail, icon: Icon }) => (
            <div
              key={label}
              className="rounded-2xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100 sm:p-4"
            >
              <p
                style={lucideMaskStyle(Icon)}
                className="lead-icon flex items-center gap-2 text-sm font-medium text-slate-600 before:size-4 before:text-teal-700"
              >
                {label}
              </p>
              <p className="text-xl font-bold text-slate-900 tabular-nums sm:mt-2 sm:text-2xl">
                {value}
              </p>
              <p className="mt-0.5 text-xs text-teal-800 max-sm:hidden">{detail}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 max-sm:hidden sm:mt-5">
          <div className="flex justify-between text-sm">
            <span className="font-medium text-slate-700">{progress.label}</span>
            <span className="font-semibold text-teal-800 tabular-nums">{progress.value} %</span>
          </div>
          <div className="mt-2 h-2.5 rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-gradient-to-r from-teal-500 to-emerald-500"
              style={{ width: `${progress.value}%` }}
            />
          </div>
        </div>
        {/* The latest samples from 640 px: on a phone the panel stays a glance, not a screen. */}
        <p className="mt-6 text-xs font-semibold tracking-wider text-slate-600 uppercase max-sm:hidden">
          {labDashboard.samplesTitle}
        </p>
        <ul className="mt-2 divide-y divide-slate-100 max-sm:hidden">
          {samples.map((sample) => (
            <li key={sample.code} className="flex items-center justify-between gap-3 py-2.5">
              {/* Wraps between words in a narrow column rather than cutting the test's name. */}
              <span className="min-w-0 text-sm text-slate-700">
                <span className="mr-2 font-mono text-xs text-slate-600">{sample.code}</span>
                {sample.test}
              </span>
              <span
                className={cn(
                  "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
                  statusClasses[sample.status],
                )}
              >
                {labDashboard.statusLabels[sample.status]}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-4 hidden items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 shadow-teal-900/10 ring-slate-200 sm:flex lg:-left-8">
        <IconTile
          icon={ChartLine}
          className="size-9 rounded-xl bg-emerald-50 text-emerald-700 before:size-5"
        />
        <span>
          <span className="block text-sm font-semibold text-slate-900">{qualityControl.title}</span>
          <span className="block text-xs text-emerald-800">{qualityControl.detail}</span>
        </span>
      </div>
    </div>
  );
}
