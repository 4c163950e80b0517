/** The site's entities (services, sectors, portfolio items, countries, channels, stats…). Content files `satisfy` these types. */
import type { LucideIcon } from "lucide-react";
import type { Phrase } from "~/lib/phrase";
import type { PricedService } from "./service-prices";

export type { Phrase };

export type NavItem = {
  label: string;
  /** An in-page anchor ("#section") or an absolute external URL. */
  href: string;
  /** External items open in a new tab and never take part in active-section highlighting. */
  external?: boolean;
};

export type FooterLink = { name: string; href: string };

export type SocialPlatform = "facebook" | "instagram" | "linkedin" | "whatsapp";

export type SocialLink = { platform: SocialPlatform; href: string; label: string };

export type Service = {
  /** Which "desde" price the card shows, if the company gives one (content/service-prices.ts). */
  priced: PricedService;
  title: string;
  icon: LucideIcon;
  description: string;
  features: readonly Phrase[];
  /** Colour of the icon tile, the gradient accent and the checks (ServiceCard maps it). */
  tone: "cyan" | "blue" | "teal";
  linkType: "contact" | "page";
  linkTarget: string;
};

/** Colour of the icon tile (SectorGrid maps it). */
export type SectorTone = "rose" | "blue" | "orange" | "slate" | "amber" | "violet" | "cyan";

export type Sector = { name: string; icon: LucideIcon; tone: SectorTone };

/** `detail`: what the solution is about in a few words, beyond its name and its category. */
export type PortfolioItem = { name: string; icon: LucideIcon; category: Phrase };

/** ISO 3166-1 alpha-2, as country-flag-icons names its flags ("CO"). */
export type CountryCode = string;

export type Country = { name: string; code: CountryCode; active: boolean };

export type ContactChannel = {
  title: string;
  value: string;
  link: string;
  platform: SocialPlatform | "email";
};

export type Stat = { number: string; label: string; icon: LucideIcon };

export type DashboardCounters = {
  tasksCompleted: number;
  projectsActive: number;
  codeCommits: number;
  uptime: number;
};

export type Technology = { name: string; logo: string };

export type TechnologyCategory = {
  title: Phrase;
  description: string;
  techs: readonly Technology[];
};

export type Phase = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Colour of the icon tile (PhaseCard maps it). */
  tone: "teal" | "cyan" | "emerald";
  modules: readonly string[];
};

export type Feature = { icon: LucideIcon; title: string; description: Phrase };

/** A kind of laboratory the LIS serves (lab page): private clinical, hospital, veterinary. */
export type LabType = {
  name: string;
  icon: LucideIcon;
  description: string;
  highlights: readonly string[];
};

/**
 * A question and its plain-text answer (visible FAQ and the FAQPage JSON-LD); `more` links to
 * where the detail lives (the terms), so a short answer never restates it in other words.
 */
export type FaqItem = { question: string; answer: string; more?: { label: string; href: string } };

/** What a pause button says and announces (WCAG 2.2.2: what moves by itself can be paused). */
export type PauseToggleCopy = {
  pauseLabel: string;
  resumeLabel: string;
  pausedStatus: string;
  playingStatus: string;
};
