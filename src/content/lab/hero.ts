import {
  Cable,
  ClipboardList,
  FileCheck2,
  type LucideIcon,
  Microscope,
  MonitorSmartphone,
  Send,
  ShieldCheck,
} from "lucide-react";
import { site } from "~/config/site";
import { mockupLabels } from "../mockups";
import { replyPromise } from "../reply-promise";
import { labAnchor } from "./section-ids";

/** The call to action in the page's fixed top bar. */
export const labHeaderCta = { label: "Solicitar Demo", href: labAnchor("contact") } as const;

export const labHero = {
  badge: "LIS para laboratorios clínicos y veterinarios",
  /** Shown after the product name in the h1. */
  titleLead: site.labProductName,
  titleRest: "de la orden al resultado, sin papeles",
  /** Names the maker: on a phone the top bar shows only the logo, not the company's name. */
  tagline: `El sistema de información 100 % web de ${site.companyName}: conecta tus analizadores, tu HIS y tu control de calidad, y lleva cada muestra del ingreso al informe sin digitar dos veces.`,
  primaryCta: { label: "Solicitar Demo Gratuita", href: labAnchor("contact") },
  secondaryCta: { label: "Ver Fases del Sistema", href: labAnchor("phases") },
  /** Under the demo buttons: when a demo request is answered (SITE_REPLY_HOURS). */
  reply: `${replyPromise}.`,
  highlights: [
    { label: "Interfaz con tus analizadores", icon: Cable },
    { label: "Acceso web desde cualquier equipo", icon: MonitorSmartphone },
    { label: "Permisos por rol y auditoría", icon: ShieldCheck },
  ],
} as const;

export type DashboardTile = {
  label: "Órdenes" | "Análisis" | "Resultados" | "Entrega";
  value: string;
  detail: string;
  icon: LucideIcon;
};

export type SampleStatus = "validated" | "running" | "received";

/** Figures of the decorative dashboard mockup in the hero (a plausible weekday morning). */
export const labDashboard = {
  label: `${mockupLabels.sample} del panel de ${site.labProductName}: órdenes, análisis, resultados y entregas del día`,
  /** Visible: the panel's figures are an example. */
  badge: mockupLabels.sample,
  title: "Panel del laboratorio",
  subtitle: "Hoy · Sede principal",
  tiles: [
    { label: "Órdenes", value: "128", detail: "+12 % frente a ayer", icon: ClipboardList },
    { label: "Análisis", value: "846", detail: "94 en proceso", icon: Microscope },
    { label: "Resultados", value: "712", detail: "validados", icon: FileCheck2 },
    { label: "Entrega", value: "97 %", detail: "a tiempo", icon: Send },
  ] satisfies DashboardTile[],
  /** Share of today's tests already validated, in percent (drawn as a progress bar). */
  progress: { label: "Avance del día", value: 84 },
  qualityControl: { title: "Control de calidad", detail: "Sin alertas de Westgard" },
  samplesTitle: "Últimas muestras",
  samples: [
    { code: "M-24087", test: "Hemograma completo", status: "validated" },
    { code: "M-24088", test: "Perfil lipídico", status: "running" },
    { code: "M-24089", test: "Urocultivo", status: "received" },
  ] satisfies { code: string; test: string; status: SampleStatus }[],
  statusLabels: {
    validated: "Validado",
    running: "En análisis",
    received: "Recibida",
  } satisfies Record<SampleStatus, string>,
} as const;
