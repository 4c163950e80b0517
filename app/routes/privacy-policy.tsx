import { SubpageShell } from "~/components/layout/subpage-shell";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { buildMeta } from "~/lib/seo";

export const meta = () => buildMeta(pageSeo.privacy, site);

export default function PrivacyPolicy() {
  return (
    <SubpageShell>
      <div className="mx-auto max-w-3xl px-6 py-24">
        <h1 className="text-3xl font-bold text-slate-900">{pageSeo.privacy.title}</h1>
      </div>
    </SubpageShell>
  );
}
