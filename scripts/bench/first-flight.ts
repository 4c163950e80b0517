/**
 * The first round trip of every page, as served: the brotli HTML the server sends plus its
 * response headers, against the 10 TCP segments a new connection sends before the first
 * acknowledgement (docs/decisions/0002-first-round-trip.md). Headers are counted as
 * tests/e2e/budgets.spec.ts counts them: the status line and "name: value\r\n" for each (the
 * test counts a status line of 17 B, "HTTP/1.1 200 OK\r\n", for every page; here a 404's is longer).
 */
import http from "node:http";
import { builtPages } from "../files.ts";
import { NOT_FOUND_PAGE } from "../server/generation.ts";
import { markdownTable } from "./stats.ts";
import { TWIN_PREFIX } from "./twin.ts";

type Flight = { page: string; status: number; encoding: string; body: number; headers: number };

/**
 * 10 segments of 1,460 B, the limit tests/e2e/first-flight.ts checks. Not imported from there:
 * that module runs only under Playwright's loader (extensionless imports), the bench under Node.
 */
const FIRST_FLIGHT_BYTES = 14_600;
/** A path no build has: the server answers it with the not-found page. */
const MISSING_PATH = "/bench-pagina-que-no-existe";

function routeOf(file: string): string {
  if (file === NOT_FOUND_PAGE) return MISSING_PATH;
  return `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/\/$/, "") || "/";
}

function get(url: string): Promise<Omit<Flight, "page">> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => {
          const raw = response.rawHeaders;
          const { httpVersion, statusCode, statusMessage } = response;
          let headers = `HTTP/${httpVersion} ${statusCode} ${statusMessage}\r\n`.length;
          for (let i = 0; i < raw.length; i += 2) headers += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
          const encoding = String(response.headers["content-encoding"] ?? "none");
          resolve({ status: response.statusCode ?? 0, encoding, body, headers });
        });
      })
      .on("error", reject);
  });
}

/** `pages` (files of a build) as `origin` serves them. */
async function firstFlights(origin: string, pages: string[]): Promise<Flight[]> {
  const flights: Flight[] = [];
  for (const page of pages) flights.push({ page, ...(await get(`${origin}${routeOf(page)}`)) });
  return flights;
}

type Site = { origin: string; client: string };

/** Every page of our build (not the bench's twins) and, for reference, the baseline's home page. */
export async function flightTables(ours: Site, baseline?: Site & { name: string }) {
  const twin = `${TWIN_PREFIX.slice(1)}/`;
  const pages = builtPages(ours.client).filter((page) => !page.startsWith(twin));
  const tables = [
    flightTable("First round trip, our build", await firstFlights(ours.origin, pages)),
  ];
  if (baseline) {
    const home = await firstFlights(baseline.origin, ["index.html"]);
    tables.push(flightTable(`First round trip, ${baseline.name}'s home page`, home));
  }
  return tables;
}

function flightTable(title: string, flights: Flight[]): string {
  const rows = flights.map(({ page, status, encoding, body, headers }) => {
    const total = body + headers;
    const over = total - FIRST_FLIGHT_BYTES;
    return [
      page === NOT_FOUND_PAGE ? `any unknown path (${page})` : routeOf(page),
      String(status),
      encoding,
      body.toLocaleString("en-US"),
      headers.toLocaleString("en-US"),
      total.toLocaleString("en-US"),
      over > 0 ? `over by ${over.toLocaleString("en-US")}` : "fits",
    ];
  });
  return [
    `${title}: HTML as sent with Accept-Encoding: br + response headers, limit ${FIRST_FLIGHT_BYTES.toLocaleString("en-US")} B:`,
    markdownTable(["Page", "Status", "Encoding", "Body B", "Headers B", "Total B", ""], rows),
  ].join("\n\n");
}
