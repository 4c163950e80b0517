import { useConsentBanner } from "~/hooks/use-consent-banner";
import { saveConsent } from "~/lib/consent";

export type ConsentBannerProps = {
  privacyHref: string;
  copy: { title: string; body: string; policyLink: string; accept: string; reject: string };
};

const buttonBase =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-xl px-4 text-sm font-semibold";

/**
 * Analytics consent (Aceptar / Rechazar). Rendered only in the browser and only when a Google tag
 * is configured; fixed at the bottom so it never shifts the page.
 */
export function ConsentBanner({ privacyHref, copy }: ConsentBannerProps) {
  const visible = useConsentBanner();
  if (!visible) return null;
  return (
    <section
      aria-labelledby="consentimiento-titulo"
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl bg-white p-5 text-sm text-slate-700 shadow-2xl ring-1 shadow-ink-950/25 ring-slate-200 sm:right-auto sm:left-6 sm:max-w-md"
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
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => saveConsent("denied")}
          className={`${buttonBase} text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}
        >
          {copy.reject}
        </button>
        <button
          type="button"
          onClick={() => saveConsent("granted")}
          className={`${buttonBase} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {copy.accept}
        </button>
      </div>
    </section>
  );
}
