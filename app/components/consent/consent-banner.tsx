import { useConsentBanner } from "~/hooks/use-consent-banner";
import type { ConsentCopy } from "~/content/consent";
import { ALL_DENIED, ALL_GRANTED, saveConsent } from "~/lib/consent";
import { ConsentForm } from "./consent-form";

export type ConsentBannerProps = { privacyHref: string; copy: ConsentCopy };

/**
 * Cookie consent: accept all, reject all, or choose analytics and advertising measurement one by
 * one. Rendered only in the browser and only when a Google tag is configured; fixed at the bottom
 * so it never shifts the page.
 */
export function ConsentBanner({ privacyHref, copy }: ConsentBannerProps) {
  const visible = useConsentBanner();
  if (!visible) return null;
  return (
    <section
      aria-labelledby="consentimiento-titulo"
      className="fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-white p-5 text-sm text-slate-700 shadow-2xl ring-1 shadow-ink-950/25 ring-slate-200 sm:right-auto sm:left-6 sm:max-w-md"
    >
      <h2 id="consentimiento-titulo" className="text-base font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 leading-relaxed">
        {copy.body}{" "}
        <a href={privacyHref} className="font-medium text-brand-700 underline underline-offset-2">
          {copy.policyLink}
        </a>
      </p>
      <ConsentForm
        copy={copy}
        onSave={saveConsent}
        onAcceptAll={() => saveConsent(ALL_GRANTED)}
        onRejectAll={() => saveConsent(ALL_DENIED)}
      />
      <p className="mt-3 text-xs leading-relaxed text-slate-600">{copy.change}</p>
    </section>
  );
}
