import { ArrowUp } from "lucide-react";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import { ExternalLink } from "~/components/ui/external-link";
import { FloatingChatNotice } from "./floating-chat-notice";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { BACK_TO_TOP_ATTRIBUTE } from "~/islands/page-behaviour";
import { shellCopy } from "~/content/shell";

export type FloatingActionsProps = { whatsappHref: string };

/**
 * Bottom-right controls of the home and lab pages: back to top and the WhatsApp chat. Static
 * markup: the boot script (app/islands/page-behaviour.ts) sets the button's `data-visible` past
 * the spec's threshold and scrolls to the top on click.
 */
export function FloatingActions({ whatsappHref }: FloatingActionsProps) {
  const attributes = { [BACK_TO_TOP_ATTRIBUTE]: "" };
  return (
    <aside
      aria-label={shellCopy.floating.label}
      className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6 print:hidden"
    >
      <button
        type="button"
        {...attributes}
        data-visible="false"
        aria-label={shellCopy.floating.backToTop}
        className="pointer-events-auto grid size-12 place-items-center rounded-full bg-white text-ink-900 shadow-lg ring-1 shadow-ink-950/20 ring-slate-200 transition-[opacity,transform] duration-300 hover:bg-slate-50"
      >
        <SpriteIcon icon={ArrowUp} className="size-5" />
      </button>
      <ExternalLink
        href={whatsappHref}
        aria-label={shellCopy.floating.chat}
        data-track="floating_button"
        className="floating-chat pointer-events-auto grid size-14 place-items-center rounded-full bg-[#1f8f4e] text-white shadow-xl shadow-emerald-900/30 transition-transform hover:scale-105"
      >
        <WhatsAppIcon className="size-7" />
      </ExternalLink>
      <FloatingChatNotice />
    </aside>
  );
}
