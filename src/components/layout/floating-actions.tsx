import { ArrowUp } from "lucide-react";
import { BrandIcon } from "~/components/ui/brand-icon";
import { ExternalLink } from "~/components/ui/external-link";
import { FloatingChatNotice } from "./floating-chat-notice";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import {
  BACK_TO_TOP_ATTRIBUTE,
  FLOATING_ACTIONS_CLASS,
  FLOATING_CHAT_CLASS,
} from "~/islands/page-hooks";
import { cn } from "~/lib/cn";
import { shellCopy } from "~/content/shell";

export type FloatingActionsProps = { whatsappHref: string };

/**
 * Bottom-right controls of the home and lab pages: back to top and the WhatsApp chat. Static
 * markup: the boot script (src/islands/page-behaviour.ts) sets the button's `data-visible` past
 * the spec's threshold and scrolls to the top on click. Their layout, and the room the page
 * leaves them, are in src/styles/floating-actions.css. Both marks come from the shared sprite,
 * as the hero's: WhatsApp's drawn inline was 560 bytes of brotli in every page's first round
 * trip.
 */
export function FloatingActions({ whatsappHref }: FloatingActionsProps) {
  const attributes = { [BACK_TO_TOP_ATTRIBUTE]: "" };
  return (
    <aside
      aria-label={shellCopy.floating.label}
      className={cn(FLOATING_ACTIONS_CLASS, "pointer-events-none z-30 print:hidden")}
    >
      <button
        type="button"
        {...attributes}
        data-visible="false"
        aria-label={shellCopy.floating.backToTop}
        className="back-to-top"
      >
        <SpriteIcon icon={ArrowUp} className="size-5" />
      </button>
      <ExternalLink
        href={whatsappHref}
        aria-label={shellCopy.floating.chat}
        data-track="floating_button"
        className={FLOATING_CHAT_CLASS}
      >
        <BrandIcon platform="whatsapp" className="size-7" />
      </ExternalLink>
      <FloatingChatNotice />
    </aside>
  );
}
