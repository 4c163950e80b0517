import { ExternalLink } from "~/components/ui/external-link";
import { spanText } from "~/content/legal/plain-text";
import type { LegalSpan, LegalText as LegalTextData } from "~/content/legal/types";
import { shellCopy } from "~/content/shell";
import { phoneText } from "~/lib/contact-links";

/** The look is one class (src/styles/app.css): these pages' first round trip is the tightest. */
const linkClass = "legal-link";

function Span({ span }: { span: LegalSpan }) {
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
  // No data-track: the legal pages' own contact links measure nothing. Whoever writes from here
  // asks about their data or the terms, which is not an ad conversion (Ley 1581 de 2012, art. 4
  // lit. b: data only for the purpose the policy states).
  if (href.startsWith("https://")) {
    return (
      <ExternalLink href={href} className={linkClass}>
        {link}
      </ExternalLink>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {link}
    </a>
  );
}

type LegalTextProps = { text: LegalTextData };

/** Inline legal copy: plain text, emphasis and links (e-mail, WhatsApp, phone, pages). */
export function LegalText({ text }: LegalTextProps) {
  if (typeof text === "string") return text;
  // Spans are positional parts of one sentence; their words, with the position, are the key.
  return text.map((span, position) => <Span key={`${position}:${spanText(span)}`} span={span} />);
}
