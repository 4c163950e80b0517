declare module "virtual:islands-boot" {
  /** The boot script to inline: the built, minified one, or in dev a loader of its source. */
  const bootScript: string;
  export default bootScript;
}
