/**
 * Recording a new version in the record of the legal pages (legal-versions.ts): the rules the
 * command applies (scripts/legal-version.ts), and a preview applies to show an unrecorded text as
 * it would be recorded today (src/content/legal/shown-versions.ts). Pure.
 */
import {
  addDays,
  LegalVersionError,
  MAX_DAYS_AHEAD,
  type LegalRecord,
  type LegalVersion,
  type TextState,
} from "./legal-versions.ts";
import { isoDate } from "./site-fields.ts";

type NewDates = { effectiveAt: string; updatedAt: string };

function dateProblem(name: string, value: string): string | undefined {
  const result = isoDate.safeParse(value);
  return result.success ? undefined : `${name} = "${value}": ${result.error.issues[0]?.message}`;
}

/** How a version is recorded beyond its dates (the command's options). */
export type RecordOptions = {
  /** The first version of a document already online keeps its past date (--ya-publicada). */
  alreadyPublished?: boolean;
  /** A version that took effect today, never published, gives way (--reemplaza-la-de-hoy). */
  replaceToday?: boolean;
};

/**
 * The record with a new version of `state`'s document appended. Refuses an unchanged text (it
 * keeps its version), an effective date before `today` (a text cannot govern from before it is
 * published), an update after the effective date and an effective date not after the previous
 * one. A latest version that has yet to take effect on `today` governed no one: the new text
 * takes its place (its date may then be the same, and an unchanged text may take a new date), so
 * no version is left to govern for the days between the two. `alreadyPublished` lets the first
 * version of a document keep the past date it was published with, when a record is started for
 * texts already online; `replaceToday` lets a version recorded for today be replaced the same
 * day, before it is published.
 */
export function recordVersion(
  record: LegalRecord,
  state: TextState,
  { effectiveAt, updatedAt }: NewDates,
  today: string,
  { alreadyPublished = false, replaceToday = false }: RecordOptions = {},
): LegalRecord {
  const problems = [
    dateProblem("--vigencia", effectiveAt),
    dateProblem("--actualizacion", updatedAt),
  ].filter(Boolean);
  if (problems.length > 0) throw new LegalVersionError(problems.join("\n"));
  const latest = record[state.document].at(-1);
  const notYetInForce = latest !== undefined && latest.effectiveAt > today && !alreadyPublished;
  const superseded = notYetInForce || (replaceToday && latest?.effectiveAt === today);
  const history = superseded ? record[state.document].slice(0, -1) : record[state.document];
  const previous = history.at(-1);
  const page = `${state.title} (/${state.document})`;
  const refuse = (message: string) => {
    throw new LegalVersionError(`${page}: ${message}`);
  };
  const redated = notYetInForce && latest?.effectiveAt !== effectiveAt;
  if (latest?.fingerprint === state.fingerprint && !redated) {
    refuse(`su texto no cambió: conserva la versión vigente desde el ${latest.effectiveAt}`);
  }
  if (alreadyPublished && latest) {
    refuse("--ya-publicada solo vale para la primera versión de un documento sin registro");
  }
  if (replaceToday && latest?.effectiveAt !== today) {
    refuse(
      `--reemplaza-la-de-hoy solo reemplaza una versión que rige desde hoy (${today}); la última rige desde el ${latest?.effectiveAt ?? "(ninguna)"}`,
    );
  }
  if (effectiveAt < today && !alreadyPublished) {
    refuse(
      `--vigencia = "${effectiveAt}" es anterior a hoy (${today}, hora de Colombia): un texto nuevo no puede regir desde antes de publicarse`,
    );
  }
  if (updatedAt > effectiveAt) {
    refuse(`--actualizacion = "${updatedAt}" es posterior a --vigencia = "${effectiveAt}"`);
  }
  if (previous && effectiveAt <= previous.effectiveAt) {
    const sameDay =
      previous.effectiveAt === today
        ? `. La versión anterior rige desde hoy. «Publicada» quiere decir desplegada donde la leen los visitantes, el sitio de la empresa en internet; verla en su computador (npm start, una vista previa) no es publicarla. Si no se ha publicado, reemplácela añadiendo --reemplaza-la-de-hoy; si ya se publicó, la nueva puede regir desde mañana (--vigencia ${addDays(today, 1)})`
        : "";
    refuse(
      `--vigencia = "${effectiveAt}" debe ser posterior a la de la versión anterior (${previous.effectiveAt})${sameDay}`,
    );
  }
  if (effectiveAt > addDays(today, MAX_DAYS_AHEAD)) {
    refuse(`--vigencia = "${effectiveAt}" está a más de un año de hoy (${today})`);
  }
  const sections = Object.fromEntries(state.parts.map((part) => [part.id, part.hash]));
  const version: LegalVersion = {
    effectiveAt,
    updatedAt,
    fingerprint: state.fingerprint,
    sections,
    previous: previous?.effectiveAt ?? null,
  };
  return { ...record, [state.document]: [...history, version] };
}

/**
 * What the command says when a new version takes the place of the latest one: one that had yet
 * to take effect (it governed no one), or one dated today that was never published.
 */
export function replacedNotice(title: string, replaced: string, today: string): string {
  const which =
    replaced > today
      ? `la programada para el ${replaced}, que aún no regía (no se aplicó a nadie)`
      : `la que regía desde hoy (${today}) y no se había publicado`;
  return `${title}: esta versión reemplaza ${which}; aquella no queda entre las versiones anteriores.`;
}
