import { useEffect, useRef, useState } from "react";
import { useBottomReserve } from "~/hooks/use-bottom-reserve";
import { useConsentBanner } from "~/hooks/use-consent-banner";
import type { ConsentCopy } from "~/content/consent";
import { ALL_DENIED, ALL_GRANTED, saveConsent, type ConsentChoices } from "~/lib/consent";
import { consentButton } from "./consent-button";
import { ConsentForm } from "./consent-form";
import { focusAfterBar } from "./focus-after-bar";

export type ConsentBannerProps = {
  privacyHref: string;
  rightsHref: string;
  copy: ConsentCopy;
  /** The controller's legal name: the responsable the first layer names. */
  responsible: string;
};

const TITLE_ID = "consentimiento-titulo";
/** The bar, for checks of what it covers (it is named by its title). */
export const CONSENT_BAR_SELECTOR = `section[aria-labelledby="${TITLE_ID}"]`;
const FORM_ID = "consentimiento-opciones";

/**
 * Cookie consent: accept all, reject all, or choose analytics and advertising measurement one by
 * one. Rendered only in the browser and only when a Google tag is configured. A compact bar fixed
 * at the bottom (it never shifts the page, and leaves the first screen's calls to action free),
 * whose height the page keeps free at its end while it shows.
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const state = useConsentBanner();
  if (state === "hidden") return null;
  return <ConsentBar {...props} reopened={state === "reopened"} />;
}

function ConsentBar({
  privacyHref,
  rightsHref,
  copy,
  responsible,
  reopened,
}: ConsentBannerProps & { reopened: boolean }) {
  const bar = useRef<HTMLElement>(null);
  // Reopened from the footer: the visitor came to change the choice, so it opens on it.
  const [open, setOpen] = useState(reopened);
  const [announcement, setAnnouncement] = useState("");
  const opener = useRef<Element | null>(reopened ? document.activeElement : null);
  useBottomReserve(bar);
  useEffect(() => {
    if (reopened) {
      bar.current?.querySelector("input")?.focus();
      return;
    }
    // Filled after the status exists, so screen readers announce it (once).
    const frame = requestAnimationFrame(() => setAnnouncement(copy.announcement(responsible)));
    return () => cancelAnimationFrame(frame);
  }, [reopened, copy, responsible]);

  const choose = (choices: ConsentChoices) => {
    focusAfterBar(bar.current, opener.current);
    saveConsent(choices);
  };
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section
        ref={bar}
        aria-labelledby={TITLE_ID}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-slate-200 bg-white text-sm text-slate-700"
      >
        <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6 sm:py-2.5 lg:px-8">
          <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-6">
            <div className="text-[0.8125rem] leading-snug sm:text-sm md:flex-1">
              <h2 id={TITLE_ID} className="inline font-semibold text-slate-900">
                {copy.title}
                <span aria-hidden="true">.</span>
              </h2>{" "}
              <p className="inline">
                {copy.body(responsible)} {copy.policyLead}{" "}
                <a href={privacyHref} className="font-medium text-brand-700 underline">
                  {copy.policyLink}
                </a>
                {copy.rightsLead}{" "}
                <a href={rightsHref} className="font-medium text-brand-700 underline">
                  {copy.rightsLink}
                </a>
                .
              </p>
            </div>
            <div className="flex gap-2 md:shrink-0">
              <button
                type="button"
                onClick={() => choose(ALL_DENIED)}
                className={consentButton("answer", "flex-1")}
              >
                {copy.rejectAll}
              </button>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={FORM_ID}
                onClick={() => setOpen(!open)}
                className={consentButton("secondary", "flex-1")}
              >
                {copy.choose}
              </button>
              <button
                type="button"
                onClick={() => choose(ALL_GRANTED)}
                className={consentButton("answer", "flex-1")}
              >
                {copy.acceptAll}
              </button>
            </div>
          </div>
          {open ? <ConsentForm id={FORM_ID} copy={copy} onSave={choose} /> : null}
        </div>
      </section>
    </>
  );
}
