import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router";
import bootScript from "virtual:islands-boot";
import { NEW_TAB_HINT_ID } from "~/components/ui/external-link";
import { ROUTE_PATHS } from "~/config/route-paths";
import { site } from "~/config/site";
import { shellCopy } from "~/content/shell";
import { ANALYTICS_CONFIG_ID, type AnalyticsConfig } from "~/lib/analytics";
import { FAVICON_SVG, iconSizes, PNG_ICONS, THEME_COLOR, WEB_MANIFEST } from "~/lib/site-icons";
import type { Route } from "./+types/root";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: `/${FAVICON_SVG}`, type: "image/svg+xml" },
  {
    rel: "icon",
    href: `/${PNG_ICONS.favicon.file}`,
    type: "image/png",
    sizes: iconSizes(PNG_ICONS.favicon),
  },
  { rel: "apple-touch-icon", href: `/${PNG_ICONS.appleTouch.file}` },
  { rel: "manifest", href: `/${WEB_MANIFEST}` },
];

const analyticsConfig: AnalyticsConfig = {
  gaMeasurementId: site.gaMeasurementId,
  adsConversionId: site.adsConversionId,
  adsWhatsappLabel: site.adsWhatsappLabel,
  adsEmailLabel: site.adsEmailLabel,
};

/** JSON for a <script type="application/json">: "<" escaped so no value can close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-CO">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <span id={NEW_TAB_HINT_ID} hidden>
          {shellCopy.newTabHint}
        </span>
        <script
          type="application/json"
          id={ANALYTICS_CONFIG_ID}
          dangerouslySetInnerHTML={{ __html: inlineJson(analyticsConfig) }}
        />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `Error ${error.status}` : shellCopy.error.title;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4">
        {shellCopy.error.body}{" "}
        <a className="text-brand-600 underline" href={ROUTE_PATHS.home}>
          {shellCopy.error.back}
        </a>
      </p>
    </main>
  );
}
