import { CurrentYear } from "~/components/ui/current-year";
import { site } from "~/config/site";
import { shellCopy } from "~/content/shell";

/** The spec's copyright line, "© {year} {company}. Todos los derechos reservados.", for both footers. */
export function Copyright() {
  return (
    <>
      © <CurrentYear /> {`${site.companyName}. ${shellCopy.footer.rights}`}
    </>
  );
}
