import { ArrowRight, Home } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";
import { HomeLogoLink } from "~/components/layout/home-logo-link";
import { PreviewMarker } from "~/components/layout/preview-marker";
import { MAIN_CONTENT_ID } from "~/components/layout/skip-link";
import { ROUTE_PATHS } from "~/config/route-paths";
import { notFoundContent } from "~/content/not-found";

/** The Spanish not-found page, served with status 404 for every unknown path. */
export function NotFoundSection() {
  const [home, lab] = notFoundContent.links;
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="grid min-h-dvh place-items-center bg-ink-900 px-6 py-16 text-center"
    >
      <div className="max-w-xl">
        <PreviewMarker className="mb-10 rounded-lg" />
        <HomeLogoLink href={ROUTE_PATHS.home} />
        <p className="mt-12 bg-gradient-to-r from-accent-300 to-brand-500 bg-clip-text text-7xl font-extrabold text-transparent">
          {notFoundContent.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-white sm:text-4xl">{notFoundContent.title}</h1>
        <p className="mt-4 text-lg text-slate-300">{notFoundContent.body}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ActionLink href={home.href} surface="dark">
            <Home aria-hidden="true" className="size-5" />
            {home.name}
          </ActionLink>
          <ActionLink href={lab.href} variant="secondary" surface="dark">
            {lab.name}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ActionLink>
        </div>
      </div>
    </main>
  );
}
