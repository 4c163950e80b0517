/**
 * A stand-in for gtag.js (the real one cannot be downloaded here) that behaves as Google
 * documents it, in the way least kind to privacy: it replays the dataLayer and follows every
 * later push; `config` loads the destination's tag, sends a page view and, with storage granted,
 * writes the product's cookies; an event goes to its `send_to` (IDs or groups) or, without one,
 * to every configured destination (the "default" group), loading a destination it names even if
 * unconfigured; `window['ga-disable-<ID>']` silences that GA4 property; a denied purpose still
 * gets its cookie-less pings. Served as the tag's source text (google-tag.ts), so it uses nothing
 * from outside its own body.
 */
export function googleTagModel(): void {
  const page = window as unknown as Record<string, unknown> & { dataLayer: IArguments[] };
  if (page.__googleTagModel) return; // a second destination's tag: the running model serves it
  page.__googleTagModel = true;
  const consent: Record<string, string> = {};
  const configured = new Map<string, string[]>();
  const loaded = new Set<string>();
  const base = (target: string) => target.split("/")[0] ?? target;
  const isAnalytics = (id: string) => id.startsWith("G-");
  const load = (id: string) => {
    if (loaded.has(id)) return;
    loaded.add(id);
    if (document.querySelector(`script[src*="id=${id}"]`)) return;
    const script = document.createElement("script");
    script.src = `https://www.googletagmanager.com/gtag/js?id=${id}&l=dataLayer`;
    document.head.append(script);
  };
  const send = (target: string, name: string) => {
    const id = base(target);
    if (page[`ga-disable-${id}`] === true) return;
    const url = isAnalytics(id)
      ? `https://region1.google-analytics.com/g/collect?tid=${id}&en=${name}`
      : `https://googleads.g.doubleclick.net/pagead/viewthroughconversion/${id.slice(3)}/?label=${target.split("/")[1] ?? ""}&en=${name}&id=${id}`;
    void fetch(url, { mode: "no-cors", keepalive: true });
  };
  const writeCookies = (id: string) => {
    if (isAnalytics(id) && consent.analytics_storage === "granted" && !page[`ga-disable-${id}`]) {
      document.cookie = "_ga=GA1.1.1.1; path=/";
      document.cookie = `_ga_${id.slice(2)}=GS1.1.1; path=/`;
    }
    if (!isAnalytics(id) && consent.ad_storage === "granted")
      document.cookie = "_gcl_au=1.1.1; path=/";
  };
  const targets = (sendTo: unknown) => {
    const names = sendTo === undefined ? ["default"] : ([] as string[]).concat(sendTo as string);
    return names.flatMap((name) =>
      /^(G|AW)-/.test(name)
        ? [name]
        : [...configured].filter(([, groups]) => groups.includes(name)).map(([id]) => id),
    );
  };
  const handle = (entry: IArguments) => {
    const [command, name, params] = Array.from(entry) as [string, string, Record<string, unknown>];
    if (command === "consent") Object.assign(consent, params);
    if (command === "config") {
      configured.set(name, [
        "default",
        ...([] as string[]).concat((params?.groups as string) ?? []),
      ]);
      load(name);
      writeCookies(name);
      send(name, "page_view");
    }
    if (command === "event") {
      for (const target of targets(params?.send_to)) {
        load(base(target));
        send(target, name);
      }
    }
  };
  page.dataLayer = page.dataLayer ?? [];
  for (const entry of page.dataLayer) handle(entry);
  const push = page.dataLayer.push.bind(page.dataLayer);
  page.dataLayer.push = (...entries: IArguments[]) => {
    const length = push(...entries);
    for (const entry of entries) handle(entry);
    return length;
  };
}
