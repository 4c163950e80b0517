import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta(pageSeo.lab, site);

export default function LabPage() {
  return (
    <SubpageShell>
      <div className="mx-auto max-w-3xl px-6 py-24">
        <h1 className="text-3xl font-bold text-slate-900">{site.labProductName}</h1>
      </div>
    </SubpageShell>
  );
}
