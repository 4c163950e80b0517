import { CurrentYear } from "~/components/ui/current-year";
import { site } from "~/config/site";
import { shellCopy } from "~/content/shell";

/** The spec's copyright line for both footers: ©, the current year, the company, the rights line. */
export function Copyright() {
  return (
    <>
      © <CurrentYear /> {`${site.companyName}. ${shellCopy.footer.rights}`}
    </>
  );
}
