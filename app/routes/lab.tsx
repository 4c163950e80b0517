import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { metaFor } from "~/content/seo";

export const meta = () => metaFor("lab");

export default function LabPage() {
  return (
    <SubpageShell>
      <div className="mx-auto max-w-3xl px-6 py-24">
        <h1 className="text-3xl font-bold text-slate-900">{site.labProductName}</h1>
      </div>
    </SubpageShell>
  );
}
