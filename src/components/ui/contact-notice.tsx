import { contactNotice } from "~/content/contact-notice";
import { cn } from "~/lib/cn";

const tones = {
  light: { text: "text-slate-600", link: "text-brand-700" },
  dark: { text: "text-slate-300", link: "text-white" },
} as const;

type ContactNoticeProps = { tone?: keyof typeof tones; className?: string };

/**
 * One line beside a contact point: what writing to us means, and the privacy policy. No data-*
 * hook on purpose: on the home page every byte of the first response counts (tests find it by
 * its text and link).
 */
export function ContactNotice({ tone = "light", className }: ContactNoticeProps) {
  const colors = tones[tone];
  return (
    <p className={cn("text-xs", colors.text, className)}>
      {`${contactNotice.text} `}
      <a href={contactNotice.link.href} className={cn("underline", colors.link)}>
        {contactNotice.link.name}
      </a>
      .
    </p>
  );
}
