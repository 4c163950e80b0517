import { CurrentYear } from "~/components/ui/current-year";
import { site } from "~/config/site";
import { shellCopy } from "~/content/shell";

/**
 * The spec's copyright line for both footers (©, the current year, the company, the rights line),
 * with the razón social and NIT under it in small type, so the company is identifiable from every
 * page (Ley 1480 de 2011, art. 50; Decreto 1377 de 2013, art. 13).
 */
export function Copyright() {
  return (
    <>
      © <CurrentYear /> {`${site.companyName}. ${shellCopy.footer.rights}`}
      {/* The NIT whole: its check digit never wraps onto a line of its own. */}
      <span className="mt-1 block text-xs">
        {`${site.legalName} · NIT `}
        <span className="whitespace-nowrap">{site.nit}</span>
      </span>
    </>
  );
}
