import { CurrentYear } from "~/components/ui/current-year";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { consumerAuthority } from "~/content/footer";
import { shellCopy } from "~/content/shell";

/**
 * The spec's copyright line for both footers (©, the current year, the company, the rights line),
 * with the razón social and NIT under it in small type, so the company is identifiable from every
 * page (Ley 1480 de 2011, art. 50; Decreto 1377 de 2013, art. 13), and the link to the consumer
 * authority every page must show (art. 50 lit. i).
 */
export function Copyright() {
  return (
    <>
      © <CurrentYear /> {`${site.companyName}. ${shellCopy.footer.rights}`}
      {/* The NIT whole: its check digit never wraps onto a line of its own. */}
      <span className="mt-1 block text-xs">
        {`${site.legalName} · NIT `}
        <span className="whitespace-nowrap">{site.nit}</span>
        {" · "}
        {/* Its name is what a consumer looks for; few bytes, on the home page's first flight. */}
        <ExternalLink href={consumerAuthority.href} className="underline">
          {consumerAuthority.name}
        </ExternalLink>
      </span>
    </>
  );
}
