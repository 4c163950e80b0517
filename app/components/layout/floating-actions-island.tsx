import { site } from "~/config/site";
import { Island } from "~/islands/island";
import { whatsappUrl } from "~/lib/contact-links";
import { FloatingActions } from "./floating-actions";

/** The floating controls as an island, with the company's WhatsApp number. */
export function FloatingActionsIsland() {
  return (
    <Island
      name="FloatingActions"
      component={FloatingActions}
      props={{ whatsappHref: whatsappUrl(site.phoneDigits) }}
    />
  );
}
