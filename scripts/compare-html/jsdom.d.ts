// jsdom ships no types and @types/jsdom is not installed; the comparison only parses documents.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
