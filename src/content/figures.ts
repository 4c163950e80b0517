import { FolderCheck, Globe2, Layers, ThumbsUp } from "lucide-react";
import { site } from "~/config/site";
import { FIGURE_FIELDS, shownFigures, type FigureId } from "~/config/site-figures";
import { countries } from "./contact";
import { sectors } from "./sectors";
import type { Stat } from "./types";

/** The home page's figures (the lab rating lives on its own page, content/lab/rating.ts). */
export type HomeFigureId = Exclude<FigureId, "labRating">;

const shown = new Set<FigureId>(shownFigures(site));
export const isFigureShown = (id: FigureId) => shown.has(id);

/**
 * What each figure shows. Countries and sectors are counted from the lists the page shows, so
 * no sentence can contradict them; the others are the company's configuration.
 */
const values: Record<HomeFigureId, string> = {
  projects: site.figureProjects,
  countries: String(countries.length),
  sectors: String(sectors.length),
  satisfaction: `${site.figureSatisfaction}\u00a0%`,
};

/** Anchors of the notes, in Spanish like the section ids. */
const NOTE_IDS: Record<HomeFigureId, string> = {
  projects: "fuente-proyectos",
  countries: "fuente-paises",
  sectors: "fuente-sectores",
  satisfaction: "fuente-satisfaccion",
};

export const figureNotesCopy = {
  title: "Fuentes de las cifras",
  /** A numbered marker's accessible name is this word and its number ("Fuente 1"). */
  marker: "Fuente",
  /** The hero's markers are not numbered (the notes are far below, numbered for the band). */
  heroMarker: "Fuente",
} as const;

export type FigureNote = { figure: HomeFigureId; number: number; id: string; source: string };

export type FigureStat = Stat & { figure: HomeFigureId };

const stat = (figure: HomeFigureId, label: string, icon: Stat["icon"]): FigureStat[] =>
  isFigureShown(figure) ? [{ figure, number: values[figure], label, icon }] : [];

/** The hero's stats (docs/requirements.md, "Home sections"): spec labels, configured figures. */
export const heroStats: readonly FigureStat[] = [
  ...stat("projects", "Proyectos Entregados", FolderCheck),
  ...stat("countries", "Países con Presencia", Globe2),
  ...stat("satisfaction", "Satisfacción Cliente", ThumbsUp),
];

/** "Números que Hablan por Nosotros" (docs/requirements.md, "Marketing figures"). */
export const experienceStats: readonly FigureStat[] = [
  ...stat("projects", "Proyectos Completados", FolderCheck),
  ...stat("countries", "Países con Presencia", Globe2),
  ...stat("sectors", "Sectores Especializados", Layers),
  ...stat("satisfaction", "Satisfacción Cliente", ThumbsUp),
];

/**
 * Each shown figure once, in the numbers block's order (where the notes are listed, so its markers
 * read 1, 2, 3, 4), then any the hero alone shows.
 */
const readingOrder = [...new Set([...experienceStats, ...heroStats].map((item) => item.figure))];

/**
 * One note per shown figure, numbered in the numbers block's order and written once under
 * "Números que Hablan por Nosotros"; every place that shows the figure links to it: the block
 * by the note's number, the hero (three of the four, in another order) by an unnumbered marker,
 * so neither block reads its numbers out of order.
 */
export const figureNotes: readonly FigureNote[] = readingOrder.map((figure, index) => ({
  figure,
  number: index + 1,
  id: NOTE_IDS[figure],
  source: site[FIGURE_FIELDS[figure].source],
}));

export const noteFor = (figure: HomeFigureId) => figureNotes.find((note) => note.figure === figure);
