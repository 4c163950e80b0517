import awsLogo from "~/assets/logos/amazonwebservices-original-wordmark.svg?url&no-inline";
import azureLogo from "~/assets/logos/azure-original.svg?url&no-inline";
import azureDevopsLogo from "~/assets/logos/azuredevops-original.svg?url&no-inline";
import bootstrapLogo from "~/assets/logos/bootstrap-original.svg?url&no-inline";
import dockerLogo from "~/assets/logos/docker-original.svg?url&no-inline";
import dotnetLogo from "~/assets/logos/dotnetcore-original.svg?url&no-inline";
import githubLogo from "~/assets/logos/github-original.svg?url&no-inline";
import materialUiLogo from "~/assets/logos/materialui-original.svg?url&no-inline";
import mysqlLogo from "~/assets/logos/mysql-original.svg?url&no-inline";
import nodejsLogo from "~/assets/logos/nodejs-original.svg?url&no-inline";
import postgresqlLogo from "~/assets/logos/postgresql-original.svg?url&no-inline";
import reactLogo from "~/assets/logos/react-original.svg?url&no-inline";
import reactNativeLogo from "~/assets/logos/reactnative-original.svg?url&no-inline";
import sqlServerLogo from "~/assets/logos/microsoftsqlserver-original.svg?url&no-inline";
import tailwindLogo from "~/assets/logos/tailwindcss-original.svg?url&no-inline";
import twilioLogo from "~/assets/logos/twilio-original.svg?url&no-inline";
import woocommerceLogo from "~/assets/logos/woocommerce-original.svg?url&no-inline";
import wordpressLogo from "~/assets/logos/wordpress-plain.svg?url&no-inline";
import metaLogo from "simple-icons/icons/meta.svg?url&no-inline";
import { Cloud, Database, LayoutTemplate, Server, Wrench, type LucideIcon } from "lucide-react";
import type { Technology, TechnologyCategory } from "./types";

/*
 * Logos are files (`?url&no-inline`), not data URIs: each appears three times in the page (card and
 * both carousel copies), and lazy files cost nothing until they come into view. Devicon's are
 * copies of the few this page shows (src/assets/logos/, with devicon's MIT licence): the package
 * is 136 MB of a thousand logos.
 */

/**
 * A technology and its mark: a logo file from devicon or simple-icons, or, where neither has the
 * mark (Power BI), a short text monogram (docs/requirements.md, "Technology section").
 */
export type TechnologyEntry = Omit<Technology, "logo"> & { id: string } & (
    { logo: string; monogram?: never } | { logo?: never; monogram: string }
  );

export type TechnologyGroup = Omit<TechnologyCategory, "techs"> & {
  id: string;
  icon: LucideIcon;
  techs: readonly TechnologyEntry[];
};

export { technologiesSection } from "./technologies-section";

/** The five categories and their technologies (docs/requirements.md, "Technology section"). */
export const technologyGroups = [
  {
    id: "frontend",
    title: [{ en: "Frontend" }],
    icon: LayoutTemplate,
    description: "Interfaces rápidas, accesibles y consistentes para la web y el celular.",
    techs: [
      { id: "react", name: "React", logo: reactLogo },
      { id: "react-native", name: "React Native", logo: reactNativeLogo },
      { id: "tailwindcss", name: "Tailwind CSS", logo: tailwindLogo },
      { id: "bootstrap", name: "Bootstrap", logo: bootstrapLogo },
      { id: "material-ui", name: "Material UI", logo: materialUiLogo },
    ],
  },
  {
    id: "backend",
    title: [{ en: "Backend" }],
    icon: Server,
    description: "APIs sólidas e integraciones con WhatsApp, SMS y los canales de tus clientes.",
    techs: [
      { id: "dotnet", name: ".NET", logo: dotnetLogo },
      { id: "nodejs", name: "Node.js", logo: nodejsLogo },
      { id: "meta-api", name: "Meta API", logo: metaLogo },
      { id: "twilio", name: "Twilio", logo: twilioLogo },
    ],
  },
  {
    id: "databases",
    title: "Bases de Datos",
    icon: Database,
    description: "Datos bien modelados, seguros y disponibles cuando tu operación los necesita.",
    techs: [
      { id: "postgresql", name: "PostgreSQL", logo: postgresqlLogo },
      { id: "sql-server", name: "SQL Server", logo: sqlServerLogo },
      { id: "mysql", name: "MySQL", logo: mysqlLogo },
    ],
  },
  {
    id: "cloud-devops",
    title: [{ en: "Cloud & DevOps" }],
    icon: Cloud,
    description: "Infraestructura en la nube, despliegues automáticos y monitoreo continuo.",
    techs: [
      { id: "azure", name: "Microsoft Azure", logo: azureLogo },
      { id: "azure-devops", name: "Azure DevOps", logo: azureDevopsLogo },
      { id: "aws", name: "AWS", logo: awsLogo },
      { id: "docker", name: "Docker", logo: dockerLogo },
      { id: "github", name: "GitHub", logo: githubLogo },
    ],
  },
  {
    id: "tools",
    title: "Herramientas",
    icon: Wrench,
    description: "Sitios autogestionables, tiendas en línea e inteligencia de negocios.",
    techs: [
      { id: "wordpress", name: "WordPress", logo: wordpressLogo },
      { id: "woocommerce", name: "WooCommerce", logo: woocommerceLogo },
      { id: "power-bi", name: "Power BI", monogram: "BI" },
    ],
  },
] as const satisfies readonly TechnologyGroup[];

/** Every technology once, in category order: the carousel's list. */
export const allTechnologies: readonly TechnologyEntry[] = technologyGroups.flatMap(
  (group): readonly TechnologyEntry[] => group.techs,
);
