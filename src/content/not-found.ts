import { ROUTE_PATHS } from "~/config/route-paths";
import { labPath, site } from "~/config/site";
import { backHomeLabel } from "./navigation";

export const notFoundContent = {
  code: "404",
  title: "Página no encontrada",
  body: "La dirección que abriste no existe o cambió. Puedes volver al inicio o conocer nuestro software para laboratorios clínicos.",
  links: [
    { name: backHomeLabel, href: ROUTE_PATHS.home },
    { name: `Conocer ${site.labProductName}`, href: labPath },
  ],
} as const;
