import { ExternalLink } from "~/components/ui/external-link";
import { spanText } from "~/content/legal/plain-text";
import type { LegalSpan, LegalText as LegalTextData } from "~/content/legal/types";
import { shellCopy } from "~/content/shell";
import { contactKindOf } from "~/lib/analytics";
import { phoneText } from "~/lib/contact-links";

const linkClass =
  "font-medium break-words text-brand-700 underline decoration-brand-700/40 underline-offset-2 transition-colors hover:decoration-brand-700 print:text-black";

function Span({ span, trackLabel }: { span: LegalSpan; trackLabel: string }) {
  if (typeof span === "string") return span;
  if ("strong" in span) {
    return <strong className="font-semibold text-slate-900 print:text-black">{span.strong}</strong>;
  }
  const { href } = span;
  // A phone number reads the same whether it opens WhatsApp or calls: say which, to the ear.
  const prefix = href.startsWith("https://wa.me/")
    ? shellCopy.phoneLinkPrefix.whatsapp
    : href.startsWith("tel:")
      ? shellCopy.phoneLinkPrefix.tel
      : undefined;
  const link = prefix ? (
    <>
      {/* Non-breaking spaces: a phone link's text never wraps (phoneText). */}
      <span className="sr-only">{phoneText(`${prefix} `)}</span>
      {span.link}
    </>
  ) : (
    span.link
  );
  // E-mail and WhatsApp links send the contact events (docs/requirements.md, "Analytics events"); only the latter leaves.
  const track = contactKindOf(href) ? trackLabel : undefined;
  if (href.startsWith("https://")) {
    return (
      <ExternalLink href={href} data-track={track} className={linkClass}>
        {link}
      </ExternalLink>
    );
  }
  return (
    <a href={href} data-track={track} className={linkClass}>
      {link}
    </a>
  );
}

type LegalTextProps = { text: LegalTextData; trackLabel: string };

/** Inline legal copy: plain text, emphasis and links (e-mail, WhatsApp, phone, pages). */
export function LegalText({ text, trackLabel }: LegalTextProps) {
  if (typeof text === "string") return text;
  // Spans are positional parts of one sentence; their words, with the position, are the key.
  return text.map((span, position) => (
    <Span key={`${position}:${spanText(span)}`} span={span} trackLabel={trackLabel} />
  ));
}
