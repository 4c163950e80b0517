import type { ConsentCopy } from "~/content/consent";
import { CONSENT_PURPOSES } from "~/lib/consent-purposes";
import { CONSENT_TITLE_ID } from "~/islands/page-hooks";
import { consentButton } from "./consent-button";

export type ConsentBarProps = {
  privacyHref: string;
  rightsHref: string;
  copy: ConsentCopy;
  /** The controller's legal name: the responsable the first layer names. */
  responsible: string;
};

export const CONSENT_FORM_ID = "consentimiento-opciones";
/** On the bar's two answers: which one a button gives. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";

/** Text or an attribute's value as HTML: the company's name comes from the page. */
const html = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const button = (look: "answer" | "secondary", label: string, attributes: string) =>
  `<button type="button" ${attributes} class="${consentButton(look)}">${html(label)}</button>`;

/** One purpose to tick, with what it allows (unticked until the visitor ticks it). */
function purposeHtml(copy: ConsentCopy, purpose: (typeof CONSENT_PURPOSES)[number]): string {
  const id = `consentimiento-${purpose}`;
  const { label, description } = copy.purposes[purpose];
  return `<div class="flex items-start gap-3"><input id="${id}" type="checkbox" name="${purpose}" aria-describedby="${id}-detalle" class="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-600"><div><label for="${id}" class="block cursor-pointer font-medium text-slate-900">${html(label)}</label><p id="${id}-detalle" class="text-slate-600">${html(description)}</p></div></div>`;
}

/**
 * What fills the consent bar's place (consent-shell.ts) once its module runs: the first layer
 * (who asks, what Google does with a yes, the policy and the rights), accept all and reject all
 * (the same look) and a choice one by one, whose form opens under them. The buttons wrap rather
 * than run off a narrow screen. A string, not a component: the bar is drawn in the browser by a
 * module of a few kilobytes, and only on a site with a Google tag.
 */
export function consentBarHtml({ copy, responsible, privacyHref, rightsHref }: ConsentBarProps) {
  const link = (href: string, text: string) =>
    `<a href="${html(href)}" class="font-medium text-brand-700 underline">${html(text)}</a>`;
  const purposes = CONSENT_PURPOSES.map((purpose) => purposeHtml(copy, purpose)).join("");
  return `<div class="mx-auto max-w-7xl px-4 py-2 sm:px-6 sm:py-2.5 lg:px-8"><div class="flex flex-col gap-2 md:flex-row md:items-center md:gap-6"><div class="text-[0.8125rem] leading-snug sm:text-sm md:flex-1"><h2 id="${CONSENT_TITLE_ID}" class="inline font-semibold text-slate-900">${html(copy.title)}<span aria-hidden="true">.</span></h2> <p class="inline">${html(copy.body(responsible))} ${html(copy.policyLead)} ${link(privacyHref, copy.policyLink)}${html(copy.rightsLead)} ${link(rightsHref, copy.rightsLink)}.</p></div><div class="flex flex-wrap gap-2 md:shrink-0">${button("answer", copy.rejectAll, `${CONSENT_CHOICE_ATTRIBUTE}="reject"`)}${button("secondary", copy.choose, `aria-expanded="false" aria-controls="${CONSENT_FORM_ID}"`)}${button("answer", copy.acceptAll, `${CONSENT_CHOICE_ATTRIBUTE}="accept"`)}</div></div><form id="${CONSENT_FORM_ID}" hidden class="mt-3 border-t border-slate-200 pt-3"><fieldset class="space-y-3"><legend class="font-semibold text-slate-900">${html(copy.purposesLabel)}</legend>${purposes}</fieldset><p class="mt-3 text-xs leading-relaxed text-slate-600">${html(copy.change)}</p><button type="submit" class="${consentButton("secondary", "mt-3")}">${html(copy.save)}</button></form></div>`;
}
