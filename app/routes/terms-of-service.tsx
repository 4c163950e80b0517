import { SubpageShell } from "~/components/layout/subpage-shell";
import { metaFor, pageSeo } from "~/content/seo";

export const meta = () => metaFor("terms");

export default function TermsOfService() {
  return (
    <SubpageShell>
      <div className="mx-auto max-w-3xl px-6 py-24">
        <h1 className="text-3xl font-bold text-slate-900">{pageSeo.terms.title}</h1>
      </div>
    </SubpageShell>
  );
}
