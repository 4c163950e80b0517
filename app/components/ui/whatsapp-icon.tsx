import { siWhatsapp } from "simple-icons";
import { SvgMark } from "./svg-mark";

const whatsapp = { path: siWhatsapp.path, viewBox: "0 0 24 24" };

/** WhatsApp's mark alone, for islands that must not ship the other brand marks. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return <SvgMark mark={whatsapp} className={className} />;
}
