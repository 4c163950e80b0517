declare module "virtual:islands-boot" {
  /** The minified boot script to inline, or null in development (full hydration then). */
  const bootScript: string | null;
  export default bootScript;
}
