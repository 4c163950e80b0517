import { siWhatsapp } from "simple-icons";
import { cn } from "~/lib/cn";

/**
 * WhatsApp's mark drawn inline, for the floating chat button of the first screen (an island that
 * must not wait for the sprite nor ship the other brand marks). Decorative: the label names it.
 */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn(className ?? "size-5", "fill-current")}
    >
      <path d={siWhatsapp.path} />
    </svg>
  );
}
